/**
 * Reading a Postmark webhook body (issue 33, findings 6 and 10) so that whatever arrives is either
 * stored or refused with a 4xx, never a 500 that makes Postmark give up on the mail:
 * - size: Netlify buffers at most 6 MB of a function's request (docs.netlify.com, Functions
 *   configuration: "Buffered request/response payload 6 MB"), so a larger body never reaches the
 *   code; the code's own cap is that, not Postmark's 35 MB inbound limit (413 past it);
 * - nesting: counted on the raw text before parsing; deeper than MAX_JSON_DEPTH is a 422 (Postmark's
 *   bodies are four levels deep; a 100,000-level body would overflow the stack when stored);
 * - text PostgreSQL's jsonb cannot hold is cleaned: U+0000 removed, a lone surrogate becomes U+FFFD
 *   (in keys and values), so the event is stored as posted otherwise.
 */
import { HttpError } from "../http/errors";
import { isJsonContentType, readLimitedBytes } from "../http/validation";
import { conversationStrings } from "../../shared/strings/conversation";

const text = conversationStrings.webhook;

/** Netlify's buffered request limit for a function: 6 MB, 6,000,000 bytes (netlify-cli's DEFAULT_BYTES_LIMIT too). */
export const MAX_WEBHOOK_BYTES = 6_000_000;
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in JSON text (brackets inside strings do not count). */
export function jsonDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) deepest = Math.max(deepest, ++depth);
    else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string jsonb can store: no U+0000, no lone surrogate. */
export function storableText(value: string): string {
  return value.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD");
}

/** The parsed value with every string (and key) made storable; depth is bounded by the caller. */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]));
  }
  return value;
}

/** The webhook's JSON body, storable; 415, 413, 400 or 422 (too deep) otherwise. */
export async function readWebhookBody(request: Request): Promise<unknown> {
  if (!isJsonContentType(request)) throw new HttpError(415, "Content-Type must be application/json.");
  const raw = (await readLimitedBytes(request, MAX_WEBHOOK_BYTES, text.tooLarge)).toString("utf8");
  if (jsonDepth(raw) > MAX_JSON_DEPTH) throw new HttpError(422, text.tooDeep, { _form: text.tooDeep });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, "Request body is not valid JSON.");
  }
  return storableJson(parsed);
}
