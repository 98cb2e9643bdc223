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

/**
 * Bodies sit under the page's own h1, so they start at h2 and a heading is never more than one
 * level deeper than the one before it: the level a heading gets after `previous` (1 before the
 * first). The sanitiser rewrites stored HTML with it and the editor keeps its document to it.
 */
export function normalizedHeadingLevel(level: number, previous: number): number {
  return Math.min(Math.max(level, 2), previous + 1);
}

/** The heading levels the editor's toolbar offers (deeper levels are rare in a roofing article). */
export const EDITOR_HEADING_LEVELS = [2, 3, 4] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link the sanitiser keeps: an allowed scheme, or a relative URL (a path, #fragment or ?query),
 * never a protocol-relative one (`//host`, or `/\\host`, which browsers read the same way).
 * Browsers ignore control characters and spaces inside a scheme, so they are ignored here too.
 */
export function isAllowedRichTextUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = url.replace(/[\u0000-\u0020]/g, "");
  if (value === "" || /^[/\\]{2}/.test(value) || value.startsWith("\\")) return false;
  const scheme = SCHEME.exec(value)?.[1];
  return scheme === undefined || RICH_TEXT_URL_SCHEMES.includes(scheme.toLowerCase());
}
