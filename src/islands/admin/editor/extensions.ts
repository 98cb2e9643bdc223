/**
 * What the editor can write, and nothing the server's sanitiser would change: paragraphs,
 * headings (kept to the outline rule as you type or paste), bold, italic, lists, links (allowed
 * URLs only, no target or rel), blockquotes, line breaks, rules and images. Features the toolbar
 * does not offer and the article page does not style (code, strike-through, underline) are off.
 */
import { Extension, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { Plugin, type Transaction } from "@tiptap/pm/state";
import type { EditorState } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedRichTextUrl, normalizedHeadingLevel } from "../../../shared/rich-text-policy";

/** Headings out of outline (an h1 pasted in, an h4 after an h2) get the level the server would give them. */
export function outlineFixes(state: EditorState): Transaction | null {
  let previous = 1;
  let fixes: Transaction | null = null;
  state.doc.descendants((node, position) => {
    if (node.type.name !== "heading") return true;
    const level = normalizedHeadingLevel(Number(node.attrs.level), previous);
    previous = level;
    if (level !== node.attrs.level) (fixes ??= state.tr).setNodeMarkup(position, undefined, { ...node.attrs, level });
    return false;
  });
  return fixes;
}

const HeadingOutline = Extension.create({
  name: "headingOutline",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction: (transactions, _before, state) =>
          transactions.some((transaction) => transaction.docChanged) ? outlineFixes(state) : null,
      }),
    ];
  },
});

export const richTextExtensions: Extensions = [
  StarterKit.configure({
    // Every level parses, so pasted headings stay headings; the outline plugin then fixes the level.
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    link: false,
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    trailingNode: false,
  }),
  // Text typed right after a link is not part of it (TipTap makes links grow when autolink is on).
  Link.extend({ inclusive: () => false }).configure({
    openOnClick: false,
    autolink: true,
    // The sanitiser drops a target (and adds rel to _blank): write plain links so nothing changes.
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isAllowedRichTextUrl(url),
  }),
  Image.configure({ inline: false, allowBase64: false }),
  HeadingOutline,
];

/** Tags the editor's document can hold; a body using any other opens in the source view so nothing is lost. */
const EDITABLE_TAGS = new Set("p br hr h1 h2 h3 h4 h5 h6 strong b em i a ul ol li blockquote img".split(" "));

export function fitsVisualEditor(html: string): boolean {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].every((match) => EDITABLE_TAGS.has(match[1]!.toLowerCase()));
}

/** The form's value for the editor's document: "" when it holds no text or image (so "required" still works). */
export function contentOf(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? "" : editor.getHTML();
}
