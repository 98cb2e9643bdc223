/**
 * Sign-in and the current user:
 *   GET  /api/login      → the sign-in page (/login), or straight on when already signed in
 *   POST /api/login      → JSON { email, password } (or the page's form post without JavaScript);
 *                          with a second factor on, no session yet: { secondFactor: true } and the
 *                          pending-step cookie (the form post goes on to /login/code)
 *   POST /api/login/code → JSON { code, next } (or the code page's form post): the session
 *   POST /api/logout     → ends the session and clears the cookies
 *   GET  /api/auth/user  → { id, email, firstName, lastName, profileImageUrl, isAdmin } or 401
 *   POST /api/auth/refresh → { expiresAt }: the session gets a full idle period again, or 401
 */
import { pendingStepCookie, signInCookies, signOutCookies, withCookies } from "./cookies";
import { completeSignIn } from "./second-step.service";
import { ADMIN_HINT_COOKIE, PENDING_STEP_COOKIE, SESSION_COOKIE } from "./session-policy";
import {
  countRefusedSignIn,
  publicUser,
  refreshSession,
  signIn,
  signOut,
  type SecondStepRequired,
  type SignInResult,
} from "./sessions.service";
import { FIELDS_MESSAGE, InvalidCredentials, InvalidSecondFactorCode, RateLimited, SignInStepExpired } from "../errors";
import { assertSameOrigin, cookieOf, sessionOf, signInClientOf } from "../http/guards";
import { errorResponse, json } from "../http/respond";
import { isFormPost, readFormOrJson } from "../http/form-post";
import { type RouteRequest, type RouteTable } from "../http/router";
import { HttpError } from "../http/errors";
import { fieldErrorsFrom, MAX_JSON_BODY_BYTES, readJsonBody, readLimitedText } from "../http/validation";
import { signInCodeSchema } from "../../shared/schemas/account";
import { safeNextPath, signInSchema } from "../../shared/schemas/auth";
import { forServer } from "../../shared/schemas/full-zod";
import { pages } from "../../shared/pages";
import { authStrings } from "../../shared/strings/auth";

const SIGN_IN_PAGE = pages.login.path;
const CODE_STEP_PAGE = pages.loginCode.path;

function redirect(location: string, status = 303): Response {
  return new Response(null, { status, headers: { Location: location } });
}

async function showSignIn(route: RouteRequest): Promise<Response> {
  const next = new URL(route.request.url).searchParams.get("next");
  const user = await sessionOf(route);
  if (user?.isAdmin) return redirect(safeNextPath(next), 302);
  // The admin hint outlives the session row: it says this browser was signed in, so the page
  // tells the owner the session ended (and that the editor kept the text), not just "sign in".
  const ended = !user && cookieOf(route.platform, ADMIN_HINT_COOKIE) !== undefined;
  const query = new URLSearchParams({
    ...(ended ? { error: "ended" } : {}),
    ...(next ? { next: safeNextPath(next) } : {}),
  }).toString();
  return redirect(query ? `${SIGN_IN_PAGE}?${query}` : SIGN_IN_PAGE, 302);
}

/** The sign-in page's plain form post (no JavaScript): answer with redirects, never JSON. */
async function signInFromForm(route: RouteRequest): Promise<Response> {
  const form = new URLSearchParams(await readLimitedText(route.request, MAX_JSON_BODY_BYTES));
  const next = safeNextPath(form.get("next"));
  const back = (error: string) => redirect(`${SIGN_IN_PAGE}?error=${error}&next=${encodeURIComponent(next)}`);
  const fields = { email: form.get("email") ?? "", password: form.get("password") ?? "" };
  const parsed = signInSchema.safeParse(fields);
  if (!parsed.success) {
    await countRefusedSignIn(route.db, fields, signInClientOf(route).ip);
    return back("invalid");
  }
  try {
    const result = await signIn(route.db, parsed.data, signInClientOf(route));
    if (isSecondStep(result))
      return secondStepAnswer(redirect(`${CODE_STEP_PAGE}?next=${encodeURIComponent(next)}`), result);
    return signedIn(redirect(next), result);
  } catch (error) {
    if (error instanceof RateLimited) return back("throttled");
    if (error instanceof InvalidCredentials) return back("invalid");
    throw error;
  }
}

async function signInFromJson(route: RouteRequest): Promise<Response> {
  const body = await readJsonBody(route.request);
  const parsed = signInSchema.safeParse(body);
  if (!parsed.success) {
    await countRefusedSignIn(route.db, body, signInClientOf(route).ip);
    throw new HttpError(400, FIELDS_MESSAGE, fieldErrorsFrom(parsed.error));
  }
  const credentials = parsed.data;
  const result = await signIn(route.db, credentials, signInClientOf(route));
  const next = safeNextPath(credentials.next);
  if (isSecondStep(result)) return secondStepAnswer(json({ secondFactor: true, next }), result);
  return signedIn(json({ user: result.user, next }), result);
}

const isSecondStep = (result: SignInResult | SecondStepRequired) => "pendingToken" in result;
const secondStepAnswer = (response: Response, { pendingToken }: SecondStepRequired) =>
  withCookies(response, [pendingStepCookie(pendingToken)]);
const signedIn = (response: Response, result: SignInResult) =>
  withCookies(response, signInCookies(result.token, result.user.isAdmin, result.deviceToken));

/** The second step: the code from the page's JSON or plain form post; a session only when it is right. */
async function signInWithCode(route: RouteRequest): Promise<Response> {
  const fromForm = isFormPost(route.request);
  const body = await readFormOrJson(route.request);
  const requested = (body as { next?: unknown } | null)?.next;
  const next = safeNextPath(typeof requested === "string" ? requested : undefined);
  const back = (error: string) => redirect(`${CODE_STEP_PAGE}?error=${error}&next=${encodeURIComponent(next)}`);
  const parsed = forServer(signInCodeSchema).safeParse(body);
  try {
    if (!parsed.success) throw new InvalidSecondFactorCode();
    const pending = cookieOf(route.platform, PENDING_STEP_COOKIE);
    const result = await completeSignIn(route.db, pending, parsed.data.code, signInClientOf(route));
    const response = signedIn(fromForm ? redirect(next) : json({ user: result.user, next }), result);
    return withCookies(response, [pendingStepCookie()]);
  } catch (error) {
    if (!fromForm) throw error;
    if (error instanceof RateLimited) return back("throttled");
    if (error instanceof SignInStepExpired) return back("expired");
    if (error instanceof InvalidSecondFactorCode) return back("invalid");
    throw error;
  }
}

export const authRoutes: RouteTable = {
  "GET /api/login": showSignIn,
  "POST /api/login": (route) => {
    assertSameOrigin(route.request);
    return isFormPost(route.request) ? signInFromForm(route) : signInFromJson(route);
  },
  "POST /api/login/code": (route) => {
    assertSameOrigin(route.request);
    return signInWithCode(route);
  },
  "POST /api/logout": async (route) => {
    assertSameOrigin(route.request);
    await signOut(route.db, cookieOf(route.platform, SESSION_COOKIE));
    const response = isFormPost(route.request) ? redirect("/") : json({ signedOut: true });
    return withCookies(response, signOutCookies());
  },
  "POST /api/auth/refresh": async (route) => {
    assertSameOrigin(route.request);
    const expiresAt = await refreshSession(route.db, cookieOf(route.platform, SESSION_COOKIE));
    return json({ expiresAt: expiresAt.toISOString() });
  },
  "GET /api/auth/user": async (route) => {
    const user = await sessionOf(route);
    if (user) return json(publicUser(user));
    const response = errorResponse(401, authStrings.unauthorized);
    // A stale token or hint would keep the public admin menu asking; clear both.
    const hadCookies = cookieOf(route.platform, SESSION_COOKIE) ?? cookieOf(route.platform, ADMIN_HINT_COOKIE);
    return hadCookies ? withCookies(response, signOutCookies()) : response;
  },
};
