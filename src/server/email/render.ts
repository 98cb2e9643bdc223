/**
 * `{{name}}` placeholders in e-mail templates. Values are HTML-escaped in HTML parts; a placeholder
 * without a value renders empty, and a paragraph left empty by it is dropped.
 */

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

export type TemplateValues = Record<string, string | null | undefined>;

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Fills an HTML template: values escaped, line breaks kept, empty paragraphs removed. */
export function renderHtml(template: string, values: TemplateValues): string {
  return template
    .replace(PLACEHOLDER, (_match, name: string) => escapeHtml(values[name] ?? "").replaceAll("\n", "<br>"))
    .replace(/<p>\s*<\/p>\s*/g, "");
}

/** A link address whose start is fixed: a scheme with its host (then a path, query or fragment), mailto: or tel:. */
const FIXED_LINK_START = /^(https?:\/\/[^/?#\s{}]+[/?#]|mailto:|tel:)/i;

/** Placeholders whose value is a whole link the site itself makes, never a visitor's text. */
const SITE_LINK = /^\{\{\s*bookingLink\s*\}\}$/;

/**
 * The link addresses (href values) in which a placeholder comes before the address's start is
 * fixed: `href="{{city}}"` or `href="https://{{city}}"` let a visitor's value decide where the link
 * goes (`javascript:…`, another site). A placeholder later on (`?town={{city}}`) is only escaped text,
 * and `href="{{bookingLink}}"` is the customer's personal link, made by the site.
 */
export function linksStartingWithPlaceholder(html: string): string[] {
  return [...html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .filter((href) => {
      if (SITE_LINK.test(href.trim())) return false;
      const placeholder = href.search(PLACEHOLDER_START);
      return placeholder !== -1 && !FIXED_LINK_START.test(href.slice(0, placeholder).trim());
    });
}
const PLACEHOLDER_START = /\{\{/;

/** Fills a plain-text template (or subject): no escaping, runs of blank lines collapsed. */
export function renderText(template: string, values: TemplateValues): string {
  return template
    .replace(PLACEHOLDER, (_match, name: string) => values[name] ?? "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A plain-text part from HTML, for templates stored without one. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(p|li|ul|ol|h[1-6])>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
