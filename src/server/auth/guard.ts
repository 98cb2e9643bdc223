/**
 * Server-side enforcement for /api/admin/*: a live session (401), an admin (403), and for
 * state-changing requests a same-origin check (403) plus a JSON body type (415). Cookies are
 * SameSite=Lax already; the Origin check also covers same-site subdomains and old browsers, and
 * requiring JSON means a plain cross-site HTML form can never reach a handler.
 */
import { withDb } from "../db/client";
import { getEnv } from "../env";
import { HttpError, forbidden, unauthorized } from "../http/errors";
import { isJsonContentType } from "../http/validation";
import { authStrings } from "../../shared/strings/auth";
import { currentSession, type SessionUser } from "./sessions.service";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

export function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

/** True when the request comes from a page of this site (SITE_URL or the origin it was sent to). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const allowed = new Set([new URL(getEnv().SITE_URL).origin, new URL(request.url).origin]);
    return allowed.has(origin);
  }
  // Browsers that omit Origin still send Fetch Metadata on requests they make.
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** Refuses a state-changing request from another site (sign-in, sign-out and every admin write). */
export function assertSameOrigin(request: Request): void {
  if (isStateChanging(request) && !isSameOrigin(request)) throw forbidden(authStrings.crossSite);
}

/** The signed-in admin making this request; throws 401/403/415 otherwise. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await withDb((db) => currentSession(db, request));
  if (!user) throw unauthorized(authStrings.unauthorized);
  if (!user.isAdmin) throw forbidden(authStrings.forbidden);
  assertSameOrigin(request);
  if (BODY_METHODS.has(request.method.toUpperCase()) && !isJsonContentType(request)) {
    throw new HttpError(415, "Content-Type must be application/json.");
  }
  return user;
}
