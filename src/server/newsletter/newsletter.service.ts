/**
 * The blog's newsletter with double opt-in (docs/decisions/036f): an address is stored as
 * 'pending' and gets a confirmation e-mail through the outbox; it is 'active' only once its link
 * is followed, and can leave at any time through its unsubscribe link. The public endpoint is
 * screened like the lead forms (honeypot, form token, the per-IP limit) and the confirmation is
 * automatic mail to an unverified address, so it counts against the limits on automatic mail.
 * Every answer to a subscriber is the same, whatever the list already holds.
 */
import type { NewsletterRequest } from "../../shared/schemas/newsletter";
import type { Db } from "../db/schema";
import { queueAutomaticMail } from "../intake/auto-mail-policy";
import { checkFormToken } from "../intake/form-token";
import { spendFormToken } from "../intake/form-token.repository";
import { enforceLeadRateLimit } from "../intake/rate-limit.service";
import { screenForSpam } from "../intake/spam";
import { queueConfirmation } from "./newsletter-mail";
import { findSubscriber, findSubscriberByEmail, insertSubscriber, updateSubscriber } from "./newsletter.repository";
import { readNewsletterToken } from "./newsletter-tokens";

export interface SubscribeRequest {
  ip: string;
  /** The browser's User-Agent, which its form token is bound to. */
  userAgent?: string | null;
  /** A classic form post (no JavaScript, or a page that could not fetch its token). */
  plainForm: boolean;
}

/** Outbox rows queued by a subscription (none, or its confirmation), to deliver after commit. */
export interface Subscribed {
  queuedOutboxIds: string[];
}

export async function subscribe(db: Db, request: NewsletterRequest, submission: SubscribeRequest): Promise<Subscribed> {
  // A fast fill (browser autofill of one field) is no reason to refuse: only confirming the link subscribes.
  const formToken = await checkFormToken(request.formToken, { userAgent: submission.userAgent });
  const verdict = screenForSpam({ website: request.website, formToken, plainForm: submission.plainForm });
  if (verdict.isSpam) {
    console.info(`[newsletter] not subscribed: ${verdict.spamReason}`);
    return { queuedOutboxIds: [] };
  }
  await enforceLeadRateLimit(db, submission.ip, request.email);
  const outboxId = await db.transaction().execute(async (trx) => {
    if ("tokenId" in formToken && !(await spendFormToken(trx, formToken.tokenId, formToken.expiresAt)))
      return undefined;
    const subscriber =
      (await findSubscriberByEmail(trx, request.email)) ??
      (await insertSubscriber(trx, request.email)) ??
      (await findSubscriberByEmail(trx, request.email))!;
    if (subscriber.status === "active") return undefined;
    const outcome = await queueAutomaticMail(trx, subscriber.email, async () => {
      await updateSubscriber(trx, subscriber.id, { status: "pending", requestedAt: new Date() });
      return queueConfirmation(trx, subscriber);
    });
    if (outcome.decision !== "send") {
      console.info(`[newsletter] subscriber ${subscriber.id}: no confirmation e-mail (${outcome.decision}).`);
    }
    return outcome.outboxId;
  });
  return { queuedOutboxIds: outboxId ? [outboxId] : [] };
}

/** Whether a followed confirmation link made (or found) the subscription active. */
export async function confirmSubscription(db: Db, token: string | null): Promise<boolean> {
  const link = await readNewsletterToken("confirm", token);
  if (!link) return false;
  return db.transaction().execute(async (trx) => {
    const subscriber = await findSubscriber(trx, link.subscriberId);
    if (!subscriber) return false;
    if (subscriber.status === "active") return true;
    // Only the latest request's link counts (JWT times are whole seconds).
    if (subscriber.status !== "pending" || link.issuedAt < Math.floor(subscriber.requestedAt.getTime() / 1000) * 1000) {
      return false;
    }
    await updateSubscriber(trx, subscriber.id, { status: "active", confirmedAt: new Date(), unsubscribedAt: null });
    return true;
  });
}

/** The address an unsubscribe link names, for its confirmation page; undefined for a bad link. */
export async function subscriberOfUnsubscribeLink(db: Db, token: string | null) {
  const link = await readNewsletterToken("unsubscribe", token);
  return link ? findSubscriber(db, link.subscriberId) : undefined;
}

/** Unsubscribes the address the link names; false for a bad link. Unsubscribing twice is fine. */
export async function unsubscribe(db: Db, token: string | null): Promise<boolean> {
  const subscriber = await subscriberOfUnsubscribeLink(db, token);
  if (!subscriber) return false;
  if (subscriber.status !== "unsubscribed") {
    await updateSubscriber(db, subscriber.id, { status: "unsubscribed", unsubscribedAt: new Date() });
  }
  return true;
}
