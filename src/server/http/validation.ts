/**
 * Reading request bodies: JSON only (415), size-capped (413), parsed (400) and validated by the
 * same zod schema the form uses (400 with one message per field).
 */
import type { ZodError, ZodType } from "zod";
import { HttpError, type FieldErrors } from "./errors";

export const MAX_JSON_BODY_BYTES = 32 * 1024;
/** Posts and project write-ups carry long HTML; the 32 KB cap above is for forms. */
export const MAX_ARTICLE_BODY_BYTES = 1024 * 1024;

/** First message per field, keyed by the dotted path ("" for form-level errors). */
export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(type.trim());
}

/**
 * Reads at most `maxBytes` of the body; a longer body is refused (413, `tooLargeMessage`) before
 * it is buffered whole.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage = `Request body is larger than ${Math.round(maxBytes / 1024)} KB.`,
): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, tooLargeMessage);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  return (await readLimitedBytes(request, maxBytes)).toString("utf8");
}

/** Parses raw JSON from a request without validating its shape. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  if (!isJsonContentType(request)) throw new HttpError(415, "Content-Type must be application/json.");
  const text = await readLimitedText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "Request body is not valid JSON.");
  }
}

/** Parses and validates a JSON body with `schema`; bad input becomes a 400 naming each field. */
export async function readJson<T>(request: Request, schema: ZodType<T>, maxBytes = MAX_JSON_BODY_BYTES): Promise<T> {
  return validBody(schema, await readJsonBody(request, maxBytes));
}

/** Validates a body already read with `schema`; bad input becomes a 400 naming each field. */
export function validBody<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, "Please correct the highlighted fields.", fieldErrorsFrom(parsed.error));
  }
  return parsed.data;
}
