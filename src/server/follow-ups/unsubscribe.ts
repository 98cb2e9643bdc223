/**
 * One-click unsubscribe (RFC 8058, decision 040). Every automatic e-mail carries
 *   List-Unsubscribe: <https://…/unsubscribe/TOKEN>
 *   List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * and the same link in its footer. The token is the recipient's address sealed (AES-256-GCM) under
 * a key derived from SESSION_SECRET for this purpose only: opaque in logs and URLs, unforgeable,
 * and no table has to keep the address. A GET shows a confirmation page (mail scanners prefetch
 * links, so a GET never unsubscribes); a POST (the page's form, or the mail provider's one-click
 * POST with body `List-Unsubscribe=One-Click`) adds the address to the suppression list and stops
 * the running sequences of every quote with that address.
 */
import type { Db } from "../db/schema";
import type { ComposedEmail } from "../email/compose";
import { listUnsubscribeHeaders } from "../email/list-unsubscribe";
import { queueCustomerEmail } from "../email/queue-email";
import { openSecret, sealSecret } from "../auth/secret-box";
import { suppressAddress } from "../email/suppressions.repository";
import { getEnv } from "../env";
import { quoteIdsWithEmail, stopEnrolmentsOfQuote } from "./follow-ups.repository";
import { cancelReviewRequestsOfQuote } from "./review-requests.repository";

const PURPOSE = "unsubscribe-links";
/** A sealed address of at most 255 characters is far shorter; anything longer is not a token. */
const MAX_TOKEN_LENGTH = 600;

export const unsubscribeToken = (email: string) => sealSecret(email.trim(), PURPOSE);

/** The address a token was made for, or undefined for anything else. */
export function addressOfToken(token: string): string | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const address = openSecret(token, PURPOSE);
  return address && address.includes("@") ? address : undefined;
}

export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

export const unsubscribeUrl = (email: string) =>
  `${getEnv().SITE_URL.replace(/\/+$/, "")}${unsubscribePath(unsubscribeToken(email))}`;

/** The two headers of RFC 8058 (one list for every sender). */
export const unsubscribeHeaders = listUnsubscribeHeaders;

/**
 * Queues automatic mail to a quote's customer with the one-click link in its footer (`compose` is
 * given it) and in its List-Unsubscribe headers. Returns the outbox id.
 */
export async function queueUnsubscribableEmail(
  trx: Db,
  quote: { id: number; email: string },
  tag: string,
  compose: (unsubscribeUrl: string) => Promise<ComposedEmail>,
): Promise<string> {
  const url = unsubscribeUrl(quote.email);
  const email = await compose(url);
  return queueCustomerEmail(trx, email, {
    toAddress: quote.email,
    tag,
    quoteId: quote.id,
    headers: JSON.stringify(unsubscribeHeaders(url)),
  });
}

/** "e•••@example.com": enough for the customer to recognise, nothing for a passer-by. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** Suppresses the address for automatic mail and stops what was running for it. */
export async function unsubscribeAddress(db: Db, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await suppressAddress(trx, email, "unsubscribed", "one-click link");
    for (const quoteId of await quoteIdsWithEmail(trx, email)) {
      await stopEnrolmentsOfQuote(trx, quoteId, "unsubscribed");
      await cancelReviewRequestsOfQuote(trx, quoteId, "unsubscribed");
    }
  });
}
