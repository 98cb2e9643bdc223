/**
 * Errors of the HTTP layer itself (body type and size, malformed params and headers), thrown by
 * handlers and helpers in this folder. Services throw domain errors instead (src/server/errors.ts).
 */

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
