/**
 * The form token: a signed note of when a lead form was opened, handed out by GET /api/form-token
 * and sent back with the lead. The fill time is measured between two readings of the server's own
 * clock, so a script cannot claim a human pace the way it could with a number the client reports.
 * Signed with the session key under its own audience, so it can never pass for a session or
 * device token (nor they for it).
 */
import { SignJWT, jwtVerify } from "jose";
import { MIN_FILL_TIME_MS } from "../../shared/schemas/lead-fields";
import { sessionKey } from "../auth/tokens";
import { TOKEN_ISSUER } from "../auth/session-policy";

const FORM_TOKEN_AUDIENCE = "alpine-slate-roofing/lead-form";
/** A form left open over a weekend still counts; older tokens are treated as missing. */
export const FORM_TOKEN_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** Longer than any token we issue: anything else is not ours. */
const MAX_TOKEN_LENGTH = 512;

export async function issueFormToken(now = Date.now(), key = sessionKey()): Promise<string> {
  return new SignJWT({ openedAt: now })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(FORM_TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + FORM_TOKEN_LIFETIME_MS) / 1000))
    .sign(key);
}

/** What the token says about a submission: a measured fill time, or why there is none. */
export type FormTokenCheck =
  | { status: "measured"; fillMs: number }
  | { status: "missing" }
  | { status: "invalid" }
  | { status: "too-young"; fillMs: number };

export async function checkFormToken(
  token: string | undefined,
  now = Date.now(),
  key = sessionKey(),
): Promise<FormTokenCheck> {
  if (!token) return { status: "missing" };
  if (token.length > MAX_TOKEN_LENGTH) return { status: "invalid" };
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: FORM_TOKEN_AUDIENCE,
      requiredClaims: ["exp", "openedAt"],
      currentDate: new Date(now),
    });
    const openedAt = payload.openedAt;
    if (typeof openedAt !== "number" || !Number.isFinite(openedAt)) return { status: "invalid" };
    const fillMs = now - openedAt;
    return fillMs < MIN_FILL_TIME_MS ? { status: "too-young", fillMs } : { status: "measured", fillMs };
  } catch {
    return { status: "invalid" };
  }
}
