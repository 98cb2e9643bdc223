/**
 * Request checks for sign-in, sign-out and /api/admin/*: a live session (401), an admin (403),
 * and for state-changing requests a same-origin check (403) plus a JSON body type (415). Cookies
 * are SameSite=Lax already; the Origin check also covers same-site subdomains and old browsers,
 * and requiring JSON means a plain cross-site HTML form can never reach a handler.
 */
import { getEnv } from "../env";
import { currentSession, type SessionUser, type SignInClient } from "../auth/sessions.service";
import { DEVICE_COOKIE, SESSION_COOKIE } from "../auth/session-policy";
import { clientIp } from "./client-ip";
import { authStrings } from "../../shared/strings/auth";
import { Forbidden, Unauthenticated } from "../errors";
import { HttpError } from "./errors";
import type { PlatformContext, RouteHandler, RouteRequest } from "./router";
import { UPLOAD_HEADER } from "../../shared/media";
import { isMultipartContentType } from "./multipart";
import { isJsonContentType } from "./validation";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

/** True when the request comes from a page of this site (SITE_URL or the origin it was sent to). */
function isSameOrigin(request: Request): boolean {
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
  if (isStateChanging(request) && !isSameOrigin(request)) throw new Forbidden(authStrings.crossSite);
}

/**
 * A cookie as the platform parsed it (Netlify's `context.cookies`). A value the parser cannot
 * decode (bad percent-encoding) is no cookie at all: the request is simply signed out (401).
 */
export function cookieOf(platform: PlatformContext, name: string): string | undefined {
  try {
    return platform.cookies?.get(name) || undefined;
  } catch {
    return undefined;
  }
}

/** The client as the sign-in throttle sees it: address, browser and known-device token. */
export function signInClientOf({ request, platform }: RouteRequest): SignInClient {
  return {
    ip: clientIp(request, platform),
    userAgent: request.headers.get("user-agent"),
    deviceToken: cookieOf(platform, DEVICE_COOKIE),
  };
}

/** The signed-in user of this request, if any. */
export function sessionOf(route: RouteRequest): Promise<SessionUser | undefined> {
  return currentSession(route.db, cookieOf(route.platform, SESSION_COOKIE));
}

function assertBodyType(request: Request, body: "json" | "multipart"): void {
  if (!BODY_METHODS.has(request.method.toUpperCase())) return;
  if (body === "json" && !isJsonContentType(request)) {
    throw new HttpError(415, "Content-Type must be application/json.");
  }
  if (body === "multipart") {
    if (!isMultipartContentType(request)) throw new HttpError(415, "Content-Type must be multipart/form-data.");
    // A cross-site HTML form can post multipart/form-data; it cannot set this header.
    if (request.headers.get(UPLOAD_HEADER.name) !== UPLOAD_HEADER.value) throw new Forbidden(authStrings.crossSite);
  }
}

/**
 * Wraps a route so it runs only for a signed-in admin, in the request's database scope. Bodies
 * are JSON unless the route says it takes an upload (`body: "multipart"`).
 */
export function adminOnly(
  handler: (route: RouteRequest, admin: SessionUser) => Promise<Response>,
  { body = "json" }: { body?: "json" | "multipart" } = {},
): RouteHandler {
  return async (route) => {
    const user = await sessionOf(route);
    if (!user) throw new Unauthenticated();
    if (!user.isAdmin) throw new Forbidden();
    assertSameOrigin(route.request);
    assertBodyType(route.request, body);
    return handler(route, user);
  };
}
