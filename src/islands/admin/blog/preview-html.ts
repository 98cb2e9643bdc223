/**
 * The editor's preview shows the body the way the article page will: only the tags the server's
 * sanitiser keeps (src/server/content/sanitize.ts), with no scripts, handlers or javascript: URLs,
 * so previewing a pasted body can never run code in the admin's session. Parsing happens in an
 * inert document (DOMParser), which neither loads images nor runs scripts while we clean it.
 */
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from "../../../shared/rich-text-policy";

const ALLOWED_TAGS = new Set(RICH_TEXT_TAGS);
/** Removed together with their content (the rest are unwrapped, keeping their text). */
const DROPPED_TAGS = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "object",
  "embed",
  "template",
  "noscript",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "svg",
  "math",
  "link",
  "meta",
  "base",
  "title",
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#|[^:]*$)/i;

function clean(parent: Element): void {
  for (const child of Array.from(parent.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
    for (const attribute of Array.from(child.attributes)) {
      const name = attribute.name.toLowerCase();
      const isUrl = name === "href" || name === "src" || name === "cite";
      if (!allowed.includes(name) || (isUrl && !SAFE_URL.test(attribute.value.trim()))) {
        child.removeAttribute(attribute.name);
      }
    }
  }
}

export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  clean(doc.body);
  return doc.body.innerHTML;
}
