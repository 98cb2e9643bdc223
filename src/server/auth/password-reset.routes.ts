/**
 * Forgot password (docs/decisions/036g-account-takeover-and-recovery.md). Each POST takes JSON or
 * the page's plain form post (then it answers with redirects, so the pages work without JavaScript).
 *   POST /api/password-reset/request → { email }: the same answer whether or not the address has an
 *                                       account ({ sent: true }, or 303 to /login/forgot/sent); 429 when throttled
 *   GET  /api/password-reset?token=…  → the e-mailed link: the token moves into an HttpOnly cookie,
 *                                       303 to /login/reset (or to it with ?error=expired)
 *   POST /api/password-reset          → { newPassword, confirmPassword } with that cookie: sets the
 *                                       password, ends every session (400 naming the field, 410 expired)
 */
import { isLiveResetToken, requestPasswordReset, resetPassword } from "./password-reset.service";
import { PASSWORD_RESET_COOKIE, PASSWORD_RESET_LIFETIME_MS } from "./session-policy";
import { serializeCookie, signOutCookies, withCookies } from "./cookies";
import { clientIp } from "../http/client-ip";
import { InvalidInput, PasswordResetExpired, RateLimited } from "../errors";
import { isFormPost, readFormOrJson, seeOther } from "../http/form-post";
import { assertSameOrigin, cookieOf } from "../http/guards";
import { HttpError } from "../http/errors";
import { json } from "../http/respond";
import { type RouteRequest, type RouteTable } from "../http/router";
import { validBody } from "../http/validation";
import { forServer } from "../../shared/schemas/full-zod";
import { passwordResetRequestSchema, passwordResetSchema } from "../../shared/schemas/account";
import { pages } from "../../shared/pages";

const tokenCookie = (token = "") =>
  serializeCookie(PASSWORD_RESET_COOKIE, token, {
    maxAgeSeconds: token ? PASSWORD_RESET_LIFETIME_MS / 1000 : 0,
    httpOnly: true,
  });

/**
 * Runs a form-or-JSON POST: JSON answers carry the status, a plain form post is sent back to its
 * page with `?error=<kind>` (`kindOf` names the kind of a refusal, undefined to rethrow).
 */
async function formOrJson(
  route: RouteRequest,
  back: string,
  run: (body: unknown) => Promise<{ json: unknown; location: string; cookies?: string[] }>,
  kindOf: (error: unknown) => string | undefined,
): Promise<Response> {
  assertSameOrigin(route.request);
  const fromForm = isFormPost(route.request);
  try {
    const done = await run(await readFormOrJson(route.request));
    return withCookies(fromForm ? seeOther(done.location) : json(done.json), done.cookies ?? []);
  } catch (error) {
    const kind = fromForm ? kindOf(error) : undefined;
    if (kind) return seeOther(`${back}?error=${kind}`);
    throw error;
  }
}

export const passwordResetRoutes: RouteTable = {
  "POST /api/password-reset/request": (route) =>
    formOrJson(
      route,
      pages.forgotPassword.path,
      async (body) => {
        const { email } = validBody(forServer(passwordResetRequestSchema), body);
        await requestPasswordReset(route.db, email, clientIp(route.request, route.platform));
        return { json: { sent: true }, location: pages.forgotPasswordSent.path };
      },
      (error) => (error instanceof RateLimited ? "throttled" : error instanceof HttpError ? "invalid" : undefined),
    ),
  "GET /api/password-reset": async ({ db, request }) => {
    const token = new URL(request.url).searchParams.get("token") ?? undefined;
    if (!(await isLiveResetToken(db, token))) {
      return withCookies(seeOther(`${pages.resetPassword.path}?error=expired`), [tokenCookie()]);
    }
    return withCookies(seeOther(pages.resetPassword.path), [tokenCookie(token)]);
  },
  "POST /api/password-reset": (route) =>
    formOrJson(
      route,
      pages.resetPassword.path,
      async (body) => {
        const { newPassword } = validBody(forServer(passwordResetSchema), body);
        await resetPassword(route.db, cookieOf(route.platform, PASSWORD_RESET_COOKIE), newPassword);
        const location = `${pages.login.path}?error=reset`;
        return { json: { next: location }, location, cookies: [tokenCookie(), ...signOutCookies()] };
      },
      (error) => {
        if (error instanceof PasswordResetExpired) return "expired";
        const fields = error instanceof HttpError || error instanceof InvalidInput ? error.fields : undefined;
        if (fields) return "confirmPassword" in fields && !("newPassword" in fields) ? "mismatch" : "weak";
        return undefined;
      },
    ),
};
