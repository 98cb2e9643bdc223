/**
 * Reading a multipart/form-data body (photo uploads) without buffering more than a limit: the
 * stream is cut off past `maxBytes` (413), then parsed by the platform's FormData parser (400 when
 * malformed).
 */
import { HttpError } from "./errors";
import { MEDIA_MAX_BYTES } from "../../shared/media";
import { readLimitedBytes } from "./validation";

export function isMultipartContentType(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test((request.headers.get("content-type") ?? "").trim());
}

export async function readMultipart(request: Request, maxBytes: number, tooLargeMessage: string): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const body = await readLimitedBytes(request, maxBytes, tooLargeMessage);
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "The form data could not be read.");
  }
}

/** Room for the multipart boundaries and the text fields around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A photo upload's form (console library and quote form alike): the body is cut off past
 * MEDIA_MAX_BYTES plus room for the other fields (413 before anything larger is buffered; at once
 * when Content-Length says so), and `file` must be a non-empty file within the limit. A missing
 * file is reported on the `file` field with `fileRequired`.
 */
export async function readPhotoForm(
  request: Request,
  text: { tooLarge: string; fileRequired: string },
): Promise<{ form: FormData; file: File | undefined; missing: Record<string, string> }> {
  const form = await readMultipart(request, MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, text.tooLarge);
  const entry = form.get("file");
  const file = entry instanceof File && entry.size > 0 ? entry : undefined;
  if (file && file.size > MEDIA_MAX_BYTES) throw new HttpError(413, text.tooLarge);
  return { form, file, missing: file ? {} : { file: text.fileRequired } };
}
