/**
 * Postmark authenticates a webhook only by HTTP Basic credentials written in the webhook URL
 * (`https://user:password@host/api/webhooks/postmark`), sent as `Authorization: Basic …`. They are
 * compared with POSTMARK_WEBHOOK_SECRET ("user:password") in constant time (digests of equal length).
 */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function credentialsOf(authorization: string | null): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? "");
  if (!match) return undefined;
  return Buffer.from(match[1]!, "base64").toString("utf8");
}

export function webhookCredentialsMatch(authorization: string | null, secret: string): boolean {
  const given = credentialsOf(authorization);
  // Compared even when absent, so a missing header takes as long as a wrong one.
  const same = timingSafeEqual(digest(given ?? ""), digest(secret));
  return given !== undefined && same;
}

export function basicAuthorization(credentials: string): string {
  return `Basic ${Buffer.from(credentials, "utf8").toString("base64")}`;
}
