/**
 * The newsletter's links: a jose HS256 JWT signed with the session key under an audience of its
 * own per purpose (so neither can pass for the other, nor for a session or form token). The
 * confirmation link lives a week and only its latest request counts; the unsubscribe link never
 * expires (every e-mail to the list carries one).
 */
import { SignJWT, jwtVerify } from "jose";
import { sessionKey } from "../auth/tokens";
import { TOKEN_ISSUER } from "../auth/session-policy";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

const AUDIENCE: Record<NewsletterTokenPurpose, string> = {
  confirm: "alpine-slate-roofing/newsletter-confirm",
  unsubscribe: "alpine-slate-roofing/newsletter-unsubscribe",
};
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 512;

export async function newsletterToken(purpose: NewsletterTokenPurpose, subscriberId: number, now = Date.now()) {
  const token = new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE[purpose])
    .setSubject(String(subscriberId))
    .setIssuedAt(Math.floor(now / 1000));
  if (purpose === "confirm") token.setExpirationTime(Math.floor((now + CONFIRM_LINK_LIFETIME_MS) / 1000));
  return token.sign(sessionKey());
}

/** The subscriber a link names and when it was issued; undefined for a forged, altered or expired link. */
export async function readNewsletterToken(
  purpose: NewsletterTokenPurpose,
  token: string | null | undefined,
  now = Date.now(),
): Promise<{ subscriberId: number; issuedAt: number } | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const { payload } = await jwtVerify(token, sessionKey(), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE[purpose],
      requiredClaims: purpose === "confirm" ? ["sub", "iat", "exp"] : ["sub", "iat"],
      currentDate: new Date(now),
    });
    const subscriberId = Number(payload.sub);
    if (!Number.isSafeInteger(subscriberId) || subscriberId < 1) return undefined;
    return { subscriberId, issuedAt: payload.iat! * 1000 };
  } catch {
    return undefined;
  }
}
