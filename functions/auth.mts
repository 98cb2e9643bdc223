/**
 * Sign-in and the current user:
 *   GET  /api/login      → the sign-in page (/login), or straight on when already signed in
 *   POST /api/login      → JSON { email, password } (or the page's form post without JavaScript)
 *   POST /api/logout     → ends the session and clears the cookies
 *   GET  /api/auth/user  → { id, email, firstName, lastName, profileImageUrl, isAdmin } or 401
 */
import type { Config, Context } from "@netlify/functions";
import { readCookie, signInCookies, signOutCookies, withCookies } from "../src/server/auth/cookies";
import { assertSameOrigin } from "../src/server/auth/guard";
import { ADMIN_HINT_COOKIE, SESSION_COOKIE } from "../src/server/auth/session-policy";
import { currentSession, publicUser, signIn, signOut } from "../src/server/auth/sessions.service";
import { withDb } from "../src/server/db/client";
import { clientIp } from "../src/server/http/client-ip";
import { HttpError } from "../src/server/http/errors";
import { errorResponse, handle, json, methodNotAllowed } from "../src/server/http/respond";
import { readJson } from "../src/server/http/validation";
import { safeNextPath, signInSchema } from "../src/shared/schemas/auth";
import { authStrings } from "../src/shared/strings/auth";

const SIGN_IN_PAGE = "/login";

function redirect(location: string, status = 303): Response {
  return new Response(null, { status, headers: { Location: location } });
}

const isFormPost = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

function clientOf(request: Request, context: Context) {
  return { ip: clientIp(request, context), userAgent: request.headers.get("user-agent") };
}

async function showSignIn(request: Request): Promise<Response> {
  const next = new URL(request.url).searchParams.get("next");
  const user = await withDb((db) => currentSession(db, request));
  if (user?.isAdmin) return redirect(safeNextPath(next), 302);
  return redirect(next ? `${SIGN_IN_PAGE}?next=${encodeURIComponent(safeNextPath(next))}` : SIGN_IN_PAGE, 302);
}

/** The sign-in page's plain form post (no JavaScript): answer with redirects, never JSON. */
async function signInFromForm(request: Request, context: Context): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const next = safeNextPath(form.get("next"));
  const back = (error: string) => redirect(`${SIGN_IN_PAGE}?error=${error}&next=${encodeURIComponent(next)}`);
  const parsed = signInSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) return back("invalid");
  try {
    const result = await withDb((db) => signIn(db, parsed.data, clientOf(request, context)));
    return withCookies(redirect(next), signInCookies(result.token, result.user.isAdmin));
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return back("throttled");
    if (error instanceof HttpError && error.status === 401) return back("invalid");
    throw error;
  }
}

async function signInFromJson(request: Request, context: Context): Promise<Response> {
  const credentials = await readJson(request, signInSchema);
  const result = await withDb((db) => signIn(db, credentials, clientOf(request, context)));
  return withCookies(
    json({ user: result.user, next: safeNextPath(credentials.next) }),
    signInCookies(result.token, result.user.isAdmin),
  );
}

async function logout(request: Request): Promise<Response> {
  assertSameOrigin(request);
  await withDb((db) => signOut(db, request));
  const response = isFormPost(request) ? redirect("/") : json({ signedOut: true });
  return withCookies(response, signOutCookies());
}

async function authUser(request: Request): Promise<Response> {
  const user = await withDb((db) => currentSession(db, request));
  if (user) return json(publicUser(user));
  const response = errorResponse(401, authStrings.unauthorized);
  // A stale token or hint would keep the public admin menu asking; clear both.
  const hadCookies = readCookie(request, SESSION_COOKIE) ?? readCookie(request, ADMIN_HINT_COOKIE);
  return hadCookies ? withCookies(response, signOutCookies()) : response;
}

export default handle(async (request: Request, context: Context) => {
  const { pathname } = new URL(request.url);
  if (pathname === "/api/auth/user") {
    return request.method === "GET" ? authUser(request) : methodNotAllowed(["GET"]);
  }
  if (pathname === "/api/logout") {
    return request.method === "POST" ? logout(request) : methodNotAllowed(["POST"]);
  }
  if (request.method === "GET") return showSignIn(request);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  assertSameOrigin(request);
  return isFormPost(request) ? signInFromForm(request, context) : signInFromJson(request, context);
});

export const config: Config = { path: ["/api/login", "/api/logout", "/api/auth/user"] };
