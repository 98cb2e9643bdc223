/**
 * The rich-text editor writes HTML the server's sanitiser keeps as it is, feature by feature: the
 * editor's real schema (src/islands/admin/editor/extensions.ts) serialises each document the way
 * the browser does (ProseMirror's DOMSerializer into a minimal DOM, printed like innerHTML), and
 * sanitizeRichText must give the same string back. The end-to-end test checks the same in Chromium.
 */
import { getSchema, type JSONContent } from "@tiptap/core";
import { DOMSerializer, Node } from "@tiptap/pm/model";
import { EditorState } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../src/server/content/sanitize";
import { outlineFixes, richTextExtensions } from "../../src/islands/admin/editor/extensions";

const VOID = new Set(["br", "hr", "img"]);
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");

/** Just enough DOM for DOMSerializer, printed as the HTML serialisation algorithm (innerHTML) does. */
class FakeNode {
  readonly childNodes: FakeNode[] = [];
  readonly attributes = new Map<string, string>();
  constructor(
    readonly nodeName: string,
    readonly text = "",
  ) {}
  get nodeType() {
    return this.nodeName === "#text" ? 3 : this.nodeName === "#fragment" ? 11 : 1;
  }
  appendChild(child: FakeNode) {
    if (child.nodeType === 11) this.childNodes.push(...child.childNodes);
    else this.childNodes.push(child);
    return child;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  get html(): string {
    if (this.nodeType === 3) return escapeText(this.text);
    const inner = this.childNodes.map((child) => child.html).join("");
    if (this.nodeType === 11) return inner;
    const attributes = [...this.attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
    return VOID.has(this.nodeName)
      ? `<${this.nodeName}${attributes}>`
      : `<${this.nodeName}${attributes}>${inner}</${this.nodeName}>`;
  }
}
const fakeDocument = {
  createElement: (tag: string) => new FakeNode(tag.toLowerCase()),
  createTextNode: (text: string) => new FakeNode("#text", text),
  createDocumentFragment: () => new FakeNode("#fragment"),
};

const schema = getSchema(richTextExtensions);

function editorHtml(content: JSONContent[]): string {
  let state = EditorState.create({ schema, doc: Node.fromJSON(schema, { type: "doc", content }) });
  const fixes = outlineFixes(state);
  if (fixes) state = state.apply(fixes);
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(state.doc.content, {
    document: fakeDocument as unknown as Document,
  }) as unknown as FakeNode;
  return fragment.html;
}

const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({ type: "text", text: value, marks });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const heading = (level: number, value: string): JSONContent => ({
  type: "heading",
  attrs: { level },
  content: [text(value)],
});
const list = (type: "bulletList" | "orderedList", ...items: string[]): JSONContent => ({
  type,
  content: items.map((item) => ({ type: "listItem", content: [paragraph(text(item))] })),
});
/** sanitize-html writes void elements XHTML-style (`<img />`); the browser parses both the same. */
const sanitized = (html: string) => sanitizeRichText(html).replace(/ \/>/g, ">");

const features: Record<string, JSONContent[]> = {
  headings: [
    heading(2, "Ridge repair"),
    paragraph(text("Copper nails.")),
    heading(3, "Flashing"),
    heading(4, "Details"),
  ],
  bold: [paragraph(text("We use "), text("Vermont", [{ type: "bold" }]), text(" slate."))],
  italic: [paragraph(text("A "), text("soldered", [{ type: "italic" }]), text(" saddle & ridge < 1 ft."))],
  "bulleted list": [list("bulletList", "Inspection", "Repair")],
  "numbered list": [list("orderedList", "Strip", "Lay", "Flash")],
  "site link": [
    paragraph(text("Ask for a "), text("quote", [{ type: "link", attrs: { href: "/quote?service=repair#form" } }])),
  ],
  "web link": [paragraph(text("NRCA", [{ type: "link", attrs: { href: "https://www.nrca.net/a?b=1&c=2" } }]))],
  "mail link": [paragraph(text("Write", [{ type: "link", attrs: { href: "mailto:info@alpineslateroofing.com" } }]))],
  blockquote: [{ type: "blockquote", content: [paragraph(text("Best roof we ever had."))] }],
  image: [
    { type: "image", attrs: { src: "/media/ridge-1200.webp", alt: 'A "new" copper ridge' } },
    paragraph(text("After.")),
  ],
  "line break and rule": [
    paragraph(text("Line one"), { type: "hardBreak" }, text("line two")),
    { type: "horizontalRule" },
  ],
};

describe("editor output survives the sanitiser unchanged", () => {
  for (const [feature, content] of Object.entries(features)) {
    it(feature, () => {
      const html = editorHtml(content);
      expect(html).not.toBe("");
      expect(sanitized(html)).toBe(html);
    });
  }

  it("writes links without target or rel, and an image with its alt text", () => {
    expect(editorHtml(features["web link"]!)).toBe('<p><a href="https://www.nrca.net/a?b=1&amp;c=2">NRCA</a></p>');
    expect(editorHtml(features.image!)).toContain(
      '<img src="/media/ridge-1200.webp" alt="A &quot;new&quot; copper ridge">',
    );
  });

  it("keeps headings to the outline the server enforces (h1 → h2, no skipped level)", () => {
    const html = editorHtml([heading(1, "Top"), heading(5, "Deep"), heading(6, "Deeper"), heading(2, "Back")]);
    expect(html).toBe("<h2>Top</h2><h3>Deep</h3><h4>Deeper</h4><h2>Back</h2>");
    expect(sanitized(html)).toBe(html);
  });

  it("refuses link addresses the sanitiser would drop", () => {
    const html = editorHtml([paragraph(text("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))]);
    expect(html).not.toContain("javascript:");
  });
});
