/**
 * Reading a multipart/form-data body (photo uploads) without buffering more than a limit: the
 * stream is cut off past `maxBytes` (413), then parsed by the platform's FormData parser (400 when
 * malformed).
 */
import { HttpError } from "./errors";
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
