/** Errors a handler throws to answer with a given status and, for bad input, a message per field. */

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
export const notFound = (message = "Not found") => new HttpError(404, message);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
