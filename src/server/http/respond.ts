/**
 * Responses of every function: JSON bodies `{ error, fields? }` for failures, headers that every
 * function response carries, and the one place where unexpected errors become status codes.
 */
import { ZodError } from "zod";
import { ConfigError } from "../env";
import { isDatabaseUnavailable, isStatementTimeout } from "../db/errors";
import { answerFor } from "./error-map";
import { HttpError } from "./errors";
import { API_CSP, BASELINE_SECURITY_HEADERS, CACHE_CONTROL } from "./security-headers";
import { fieldErrorsFrom } from "./validation";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "Our database is temporarily unavailable. Nothing was saved; please try again in a minute.";

/** Headers on every function response (static files get theirs from netlify.toml). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": API_CSP,
  ...BASELINE_SECURITY_HEADERS,
};

export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", CACHE_CONTROL.api);
  return response;
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return withSecurityHeaders(Response.json(body, init));
}

export function errorResponse(status: number, message: string, fields?: Record<string, string>, headers?: HeadersInit) {
  return json(fields ? { error: message, fields } : { error: message }, { status, headers });
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(405, "Method not allowed", undefined, { Allow: allowed.join(", ") });
}

/** Maps anything a handler throws to a response; never leaks a stack trace. */
export function toErrorResponse(error: unknown): Response {
  const answer = answerFor(error);
  if (answer) return errorResponse(answer.status, (error as Error).message, answer.fields, answer.headers);
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.fields, error.headers);
  if (error instanceof ZodError)
    return errorResponse(400, "Please correct the highlighted fields.", fieldErrorsFrom(error));
  if (isDatabaseUnavailable(error))
    return errorResponse(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, { "Retry-After": "30" });
  if (isStatementTimeout(error))
    return errorResponse(503, "The request took too long. Please try again.", undefined, { "Retry-After": "5" });
  if (error instanceof ConfigError) console.error("[config]", error.message);
  else console.error("[function] unexpected error:", error);
  return errorResponse(500, "Something went wrong on our side. Please try again.");
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps a function handler: security headers on success, mapped errors on failure. */
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return withSecurityHeaders(await handler(request, context));
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
