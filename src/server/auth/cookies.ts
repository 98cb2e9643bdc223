/** Set-Cookie values for the session and hint cookies (reading is the platform's `context.cookies`). */
import {
  ADMIN_HINT_COOKIE,
  DEVICE_COOKIE,
  DEVICE_LIFETIME_MS,
  PENDING_STEP_COOKIE,
  PENDING_STEP_LIFETIME_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE,
} from "./session-policy";

interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
}

export function serializeCookie(name: string, value: string, { maxAgeSeconds, httpOnly }: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "Secure",
    "SameSite=Lax",
  ];
  if (httpOnly) parts.push("HttpOnly");
  if (maxAgeSeconds === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  return parts.join("; ");
}

const lifetimeSeconds = Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000);

/**
 * The cookies set at sign-in: the signed session token, the admin hint when the user is an admin,
 * and the long-lived known-device token (kept at sign-out: the browser stays known).
 */
export function signInCookies(token: string, isAdmin: boolean, deviceToken?: string): string[] {
  const cookies = [serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: lifetimeSeconds, httpOnly: true })];
  if (isAdmin)
    cookies.push(serializeCookie(ADMIN_HINT_COOKIE, "1", { maxAgeSeconds: lifetimeSeconds, httpOnly: false }));
  if (deviceToken) cookies.push(deviceCookie(deviceToken));
  return cookies;
}

/** The known-device cookie (kept at sign-out: the browser stays known). */
export function deviceCookie(deviceToken: string): string {
  return serializeCookie(DEVICE_COOKIE, deviceToken, {
    maxAgeSeconds: Math.floor(DEVICE_LIFETIME_MS / 1000),
    httpOnly: true,
  });
}

/** Expires both cookies (sign-out, or a token that no longer names a live session). */
export function signOutCookies(): string[] {
  return [
    serializeCookie(SESSION_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true }),
    serializeCookie(ADMIN_HINT_COOKIE, "", { maxAgeSeconds: 0, httpOnly: false }),
  ];
}

/** The pending second step's cookie (a token), or its removal (no token). */
export function pendingStepCookie(token?: string): string {
  const maxAgeSeconds = token ? Math.floor(PENDING_STEP_LIFETIME_MS / 1000) : 0;
  return serializeCookie(PENDING_STEP_COOKIE, token ?? "", { maxAgeSeconds, httpOnly: true });
}

export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}
