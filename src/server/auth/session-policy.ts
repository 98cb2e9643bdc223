/**
 * Session policy, in one place. An admin signed in at a shared office machine is signed out after
 * 30 minutes without a request (sliding expiry on the session row) and, however active, after 12
 * hours (absolute lifetime from the row's created_at, also the token's `exp` and the cookie's
 * Max-Age), so a stolen cookie is worth at most one working day.
 */
import { RATE_LIMITS } from "../rate-limits/rate-limits";

export { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from "../../shared/session-timing";
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * `__Host-` prefix: the browser only accepts the cookie with Secure, Path=/ and no Domain, so a
 * sibling subdomain can never plant or widen it. Chromium and Firefox honour Secure on localhost.
 */
export const SESSION_COOKIE = "__Host-slate_session";
/** Readable by scripts on purpose: the public admin-menu island calls /api/auth/user only when present. */
export const ADMIN_HINT_COOKIE = "slate_admin_hint";

export const TOKEN_ISSUER = "alpine-slate-roofing";
export const TOKEN_AUDIENCE = "alpine-slate-roofing/admin";

/**
 * Failed sign-ins allowed per window before 429: few per account (guessing), more per IP (shared
 * offices). The numbers are declared with every other limit in src/server/rate-limits.
 */
export const SIGN_IN_WINDOW_MS = RATE_LIMITS.signIn.windowSeconds() * 1000;
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = RATE_LIMITS.signIn.max.account();
export const SIGN_IN_MAX_FAILURES_PER_IP = RATE_LIMITS.signIn.max.network();

/**
 * A browser the owner signed in from before carries a signed device cookie naming the user. The
 * right password from it works even while the account is throttled for everyone else, so guessing
 * at an address slows the attacker down instead of locking the owner out. A device has its own,
 * separate failure budget (a stolen device cookie is not a licence to guess).
 */
export const DEVICE_COOKIE = "__Host-slate_device";
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
export const DEVICE_TOKEN_AUDIENCE = "alpine-slate-roofing/known-device";
export const SIGN_IN_MAX_FAILURES_PER_DEVICE = RATE_LIMITS.signIn.max.device();

/**
 * Between a right password and the second factor's code (docs/decisions/029-second-factor.md):
 * a signed token naming the user, in an HttpOnly cookie, good for five minutes. No session
 * exists until the code is right.
 */
export const PENDING_STEP_COOKIE = "__Host-slate_sign_in_step";
export const PENDING_STEP_LIFETIME_MS = 5 * 60 * 1000;
export const PENDING_STEP_AUDIENCE = "alpine-slate-roofing/sign-in-second-step";
/** Wrong codes per user per window, whoever sends them; only a right code clears it. */
export const SIGN_IN_MAX_CODE_FAILURES = RATE_LIMITS.signIn.max.code();

/**
 * Forgot password (docs/decisions/036g-account-takeover-and-recovery.md): an e-mailed link, good
 * once for 30 minutes. Opening it moves the token into an HttpOnly cookie (out of the address bar
 * and any Referer) for the page that sets the new password. Asking is throttled per address and
 * per network.
 */
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60 * 1000;
export const PASSWORD_RESET_COOKIE = "__Host-slate_reset";
export const PASSWORD_RESET_WINDOW_MS = RATE_LIMITS.passwordReset.windowSeconds() * 1000;
export const PASSWORD_RESET_MAX_PER_ACCOUNT = RATE_LIMITS.passwordReset.max.account();
export const PASSWORD_RESET_MAX_PER_IP = RATE_LIMITS.passwordReset.max.network();
