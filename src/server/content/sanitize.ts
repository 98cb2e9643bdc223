/**
 * Admin-authored HTML (post and project bodies) is rendered raw, so it passes an allow-list
 * sanitiser on every write and again at build: only structural and inline text tags, links and
 * images with http(s)/mailto/tel or relative URLs, no script, style, frames, forms, event handlers,
 * style/class/id attributes. Headings are then normalised for the page outline.
 */
import sanitizeHtml from "sanitize-html";
import {
  normalizedHeadingLevel,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from "../../shared/rich-text-policy";

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    a: ["href", "title", "rel", { name: "target", values: ["_blank"] }],
  },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
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

/**
 * "https://host…": an absolute https URL with a host. Not "https:/api/x" or "https:\\api", which a page
 * served over https resolves on its own site, and no credentials before the host.
 */
const ABSOLUTE_HTTPS = /^https:\/\/[^/\\?#@\s]+(?:[/?#]|$)/i;

export function isAbsoluteHttps(url: string): boolean {
  return ABSOLUTE_HTTPS.test(url.trim());
}

/**
 * Inbound e-mail HTML (issue 33, finding 5): the posts' allow-list, but an image is kept only with an
 * absolute https: source, and a link only with an absolute address (https, http, mailto, tel). A
 * relative image ("/api/admin/…") would otherwise load with the owner's session once images are shown.
 */
const INBOUND_OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedSchemesByTag: { img: ["https"] },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAbsoluteHttps(frame.attribs.src ?? ""),
  transformTags: {
    ...RICH_TEXT_OPTIONS.transformTags,
    a: (tagName, attribs) => {
      const { target: _target, href = "", ...rest } = attribs;
      const absolute = isAbsoluteHttps(href) || /^(?:http:\/\/[^/\\?#@\s]+|mailto:|tel:)/i.test(href.trim());
      return { tagName, attribs: absolute ? { ...rest, href, rel: "noopener noreferrer" } : rest };
    },
  },
};

/** Safe HTML of an inbound e-mail: see INBOUND_OPTIONS. */
export function sanitizeInboundHtml(html: string): string {
  return sanitizeHtml(html, INBOUND_OPTIONS).trim();
}

const HEADING_TAG = /<(\/?)h([1-6])(\s[^>]*)?>/gi;

/** Headings of a body follow the outline rule (normalizedHeadingLevel): h1 → h2, and h2 followed by h5 becomes h2, h3. */
export function normalizeBodyHeadings(html: string): string {
  let previous = 1;
  const open: number[] = [];
  return html.replace(HEADING_TAG, (_match, closing: string, level: string, attributes = "") => {
    if (closing) return `</h${open.pop() ?? level}>`;
    const normalized = normalizedHeadingLevel(Number(level), previous);
    previous = normalized;
    open.push(normalized);
    return `<h${normalized}${attributes}>`;
  });
}

/** Safe, outline-normalised HTML for a post or project body. */
export function sanitizeRichText(html: string): string {
  return normalizeBodyHeadings(sanitizeHtml(html, RICH_TEXT_OPTIONS)).trim();
}

/** Plain text of a fragment (for excerpts, feeds and descriptions). */
export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}

/**
 * E-mail template bodies: the layout supplies every style, so a body keeps only text structure
 * (paragraphs, emphasis, lists, headings, simple tables) and links to web, mail and phone
 * addresses; no images (blocked by most mail clients), styles, classes or anything active.
 * `{{placeholders}}` are plain text to the sanitiser and survive, also inside an href.
 */
const EMAIL_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li", "h2", "h3", "blockquote", "hr"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: { a: ["href", "title"], th: ["align", "valign", "colspan"], td: ["align", "valign", "colspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: RICH_TEXT_OPTIONS.nonTextTags,
};

/** Safe HTML for an e-mail template body. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_OPTIONS).trim();
}
