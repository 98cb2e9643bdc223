/**
 * The form token: a signed note of when a lead form was opened, handed out by GET /api/form-token
 * and sent back with the lead. The fill time is measured between two readings of the server's own
 * clock, so a script cannot claim a human pace the way it could with a number the client reports.
 * Signed with the session key under its own audience, so it can never pass for a session or
 * device token (nor they for it).
 *
 * Issue 26, item 3 (docs/decisions/036b): a token lives an hour (the page fetches a fresh one
 * when its own has aged), names its own id so the lead it came with can spend it (flows/intake/intake.service.ts
 * with form-token.repository.ts), and is bound to the browser that fetched it by a digest of its
 * User-Agent. Not the IP: a phone moving from Wi-Fi to the mobile network, or a carrier's NAT,
 * changes the address between opening the form and sending it; the browser's User-Agent does not.
 */
import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { MIN_FILL_TIME_MS } from "../../shared/schemas/lead-fields";
import { sessionKey } from "../auth/tokens";
import { TOKEN_ISSUER } from "../auth/session-policy";

const FORM_TOKEN_AUDIENCE = "alpine-slate-roofing/lead-form";
/** Long enough to fill in the form; the page fetches a fresh token for an older one. */
export const FORM_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Longer than any token we issue: anything else is not ours. */
const MAX_TOKEN_LENGTH = 512;

/** The browser a token is for: a digest of its User-Agent (null or absent counts as empty). */
export function clientBinding(userAgent: string | null | undefined): string {
  return createHash("sha256")
    .update(userAgent ?? "")
    .digest("base64url")
    .slice(0, 22);
}

export interface FormTokenClient {
  userAgent?: string | null;
}

export async function issueFormToken(
  now = Date.now(),
  client: FormTokenClient = {},
  key = sessionKey(),
): Promise<string> {
  return new SignJWT({ openedAt: now, cb: clientBinding(client.userAgent) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(FORM_TOKEN_AUDIENCE)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + FORM_TOKEN_LIFETIME_MS) / 1000))
    .sign(key);
}

/** A token that verified: its id (to spend) and when it stops being good anyway. */
interface GenuineToken {
  tokenId: string;
  expiresAt: Date;
  fillMs: number;
}

/** What the token says about a submission: a measured fill time, or why there is none. */
export type FormTokenCheck =
  | ({ status: "measured" } & GenuineToken)
  | ({ status: "too-young" } & GenuineToken)
  | { status: "missing" }
  | { status: "invalid" }
  | { status: "other-client" }
  /** Genuine, but an earlier lead already spent it (set by intake, which spends tokens). */
  | { status: "spent" };

export async function checkFormToken(
  token: string | undefined,
  client: FormTokenClient = {},
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
      requiredClaims: ["exp", "jti", "openedAt", "cb"],
      currentDate: new Date(now),
    });
    const { openedAt, jti, exp, cb } = payload;
    if (typeof openedAt !== "number" || !Number.isFinite(openedAt) || !jti || !exp) return { status: "invalid" };
    if (cb !== clientBinding(client.userAgent)) return { status: "other-client" };
    const genuine = { tokenId: jti, expiresAt: new Date(exp * 1000), fillMs: now - openedAt };
    return { status: genuine.fillMs < MIN_FILL_TIME_MS ? "too-young" : "measured", ...genuine };
  } catch {
    return { status: "invalid" };
  }
}
