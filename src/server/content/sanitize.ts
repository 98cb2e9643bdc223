/**
 * Admin-authored HTML (post and project bodies) is rendered raw, so it passes an allow-list
 * sanitiser on every write and again at build: only structural and inline text tags, links and
 * images with http(s)/mailto/tel or relative URLs, no script, style, frames, forms, event handlers,
 * style/class/id attributes. Headings are then normalised for the page outline.
 */
import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "mark",
  "sub",
  "sup",
  "abbr",
  "cite",
  "q",
  "code",
  "pre",
  "kbd",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", { name: "target", values: ["_blank"] }],
    img: ["src", "alt", "title", "width", "height"],
    abbr: ["title"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    blockquote: ["cite"],
    q: ["cite"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Their text content is dropped too, not just the tags.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "template",
    "iframe",
    "object",
    "svg",
    "math",
  ],
  transformTags: {
    a: (tagName, attribs) => {
      // A new tab must not get a handle on this page (reverse tabnabbing).
      if (attribs.target === "_blank") return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
      const { target: _target, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }),
  },
};

const HEADING_TAG = /<(\/?)h([1-6])(\s[^>]*)?>/gi;

/**
 * Bodies sit under the page's own h1, so they start at h2 and a heading is never more than one
 * level deeper than the one before it (SPEC §5): h1 → h2, and h2 followed by h5 becomes h2, h3.
 */
export function normalizeBodyHeadings(html: string): string {
  let previous = 1;
  const open: number[] = [];
  return html.replace(HEADING_TAG, (_match, closing: string, level: string, attributes = "") => {
    if (closing) return `</h${open.pop() ?? level}>`;
    const normalized = Math.min(Math.max(Number(level), 2), previous + 1);
    previous = normalized;
    open.push(normalized);
    return `<h${normalized}${attributes}>`;
  });
}

/** Safe, outline-normalised HTML for a post or project body. */
export function sanitizeRichText(html: string): string {
  return normalizeBodyHeadings(sanitizeHtml(html, OPTIONS)).trim();
}

/** Plain text of a fragment (for excerpts, feeds and descriptions). */
export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
