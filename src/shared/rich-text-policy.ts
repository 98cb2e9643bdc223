/**
 * What admin-authored rich text (post and project bodies) may contain: one allow-list for the
 * server's sanitiser (src/server/content/sanitize.ts) and the editor's live preview.
 */

export const RICH_TEXT_TAGS: readonly string[] = [
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

/** Attributes kept per tag; everything else (style, class, id, on* handlers) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "title", "width", "height"],
  abbr: ["title"],
  ol: ["start", "reversed"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  blockquote: ["cite"],
  q: ["cite"],
};

/** URL schemes allowed in href/src/cite (relative URLs are allowed too; protocol-relative are not). */
export const RICH_TEXT_URL_SCHEMES: readonly string[] = ["http", "https", "mailto", "tel"];
