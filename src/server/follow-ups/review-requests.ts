/**
 * Review requests (issue 22 item 9, decision 040): when a quote is marked completed, one request is
 * planned `delayDays` business days later at the reminders' local time, with a link to the
 * business's review page (Settings). At most one per customer, ever: the row is unique per
 * normalised recipient, so a second completed quote of the same customer plans nothing. At send
 * time it is dropped if the quote is no longer completed or the address is suppressed, and it goes
 * through the outbox with the same unsubscribe link and headers as every automatic e-mail.
 */
import type { Db, Quote } from "../db/schema";
import { isOpenAt, nextBusinessMoment, plannedMoment } from "../../shared/business-calendar";
import type { FollowUpSettings } from "../../shared/schemas/follow-ups";
import { followUpStrings } from "../../shared/strings/follow-ups";
import { composeEmail } from "../email/compose";
import { escapeHtml } from "../email/render";
import { suppressionsOf } from "../email/suppressions.repository";
import { recipientKey } from "../recipients/recipient-key";
import { findQuote } from "../quotes/quotes.repository";
import { calendarOf, readFollowUpSettings } from "./follow-up-settings";
import { insertReviewRequest, updateReviewRequest, type ReviewRequest } from "./review-requests.repository";
import { queueUnsubscribableEmail } from "./unsubscribe";

export const REVIEW_REQUEST_TAG = "review-request";

/** Plans the customer's review request (in the transaction that completes the quote); once per customer. */
export async function scheduleReviewRequest(
  trx: Db,
  quote: Pick<Quote, "id" | "email">,
  now: Date,
): Promise<ReviewRequest | undefined> {
  const settings = await readFollowUpSettings(trx);
  if (!settings.reviewRequest.enabled) return undefined;
  const dueAt = plannedMoment(now, settings.reviewRequest.delayDays, settings.sendAt, calendarOf(settings));
  return insertReviewRequest(trx, { quoteId: quote.id, recipientKey: recipientKey(quote.email), dueAt });
}

export type ReviewOutcome = "sent" | "cancelled" | "deferred" | "skipped";

/** The scheduler's work for one due request, in its transaction with the row locked. */
export async function sendDueReviewRequest(
  trx: Db,
  request: ReviewRequest,
  now: Date,
  settings: FollowUpSettings,
): Promise<ReviewOutcome> {
  if (request.status !== "scheduled" || request.dueAt > now) return "skipped";
  const quote = await findQuote(trx, request.quoteId);
  const cancel = async (reason: string) => {
    await updateReviewRequest(trx, request.id, { status: "cancelled", cancelReason: reason });
    return "cancelled" as const;
  };
  if (!settings.reviewRequest.enabled) return cancel("sequence-off");
  if (!quote || quote.status !== "completed") return cancel("status-changed");
  const suppressions = await suppressionsOf(trx, quote.email);
  if (suppressions.length > 0) {
    return cancel(suppressions.some((row) => row.reason === "unsubscribed") ? "unsubscribed" : "bounced");
  }
  const calendar = calendarOf(settings);
  if (!isOpenAt(now, calendar)) {
    await updateReviewRequest(trx, request.id, { dueAt: nextBusinessMoment(now, calendar) });
    return "deferred";
  }
  const text = followUpStrings.email;
  const outboxId = await queueUnsubscribableEmail(trx, quote, REVIEW_REQUEST_TAG, (unsubscribeUrl) =>
    composeEmail({
      subject: text.reviewSubject,
      bodyHtml: text.reviewBody(escapeHtml(quote.firstName), escapeHtml(settings.reviewRequest.url)),
      unsubscribeUrl,
    }),
  );
  await updateReviewRequest(trx, request.id, { status: "sent", outboxId });
  return "sent";
}
