/**
 * The customer cancels a signed contract within three business days (issue 31 item 2, decision
 * 044): one row per version (a double submit records one and tells the owner once), the quote goes
 * back to lost "Cancelled by customer" with its status change recorded, and the owner hears of it
 * by e-mail and device alert through the owner-notice window. After the window: ProposalConflict
 * (the page then explains how to reach the owner). The clock is passed in.
 */
import type { Db } from "../../db/schema";
import { canStillCancel } from "../../../shared/contract/cancellation-window";
import { CANCELLED_BY_CUSTOMER, contractStrings } from "../../../shared/strings/contract";
import { ProposalConflict, QuoteNotFound } from "../../errors";
import { claimOwnerNotice, noticeSubject } from "../../alerts/owner-notice-window";
import { queueProposalAlert } from "../../alerts/proposal-alert";
import { recordStatusChange } from "../../leads/status-history.repository";
import { findQuoteForUpdate, updateQuote } from "../../quotes/quotes.repository";
import { findCancellation, insertCancellation } from "../../proposals/cancellations.repository";
import { cancellationWindowOf } from "../../proposals/cancellation-view";
import { sentRow, versionOf } from "../../proposals/customer-page.service";
import { queueOwnerNotice } from "../../proposals/proposal-mail";
import { findAcceptance, findProposalForUpdate } from "../../proposals/proposals.repository";
import type { CustomerClient, QueuedAfterAnswer } from "./proposal-response.service";
import { refundDeposits } from "../payments/refunds.service";
import { cancelOpenInvoices } from "../../invoices/invoices.repository";
import { stopFollowUps } from "../../follow-ups/follow-ups.service";

const NOTHING_QUEUED: QueuedAfterAnswer = { outboxIds: [], alertIds: [] };

export async function cancelContract(
  db: Db,
  token: string,
  input: { reason?: string },
  client: CustomerClient,
  now: Date,
): Promise<QueuedAfterAnswer> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const row = sentRow(await findProposalForUpdate(trx, (await versionOf(trx, token)).id));
    if (await findCancellation(trx, row.id)) return { queued: NOTHING_QUEUED };
    const acceptance = row.status === "accepted" && row.frozen.contract ? await findAcceptance(trx, row.id) : undefined;
    if (!acceptance) throw new ProposalConflict(contractStrings.cancel.notSigned);
    const window = await cancellationWindowOf(trx, acceptance.acceptedAt);
    if (!canStillCancel(now, window)) throw new ProposalConflict(contractStrings.windowClosed.heading);
    const reason = input.reason?.trim() || null;
    const record = await insertCancellation(trx, {
      proposalId: row.id,
      reason,
      cancelledAt: now,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    if (!record) return { queued: NOTHING_QUEUED };
    const quote = await findQuoteForUpdate(trx, row.quoteId);
    if (!quote) throw new QuoteNotFound(row.quoteId);
    await updateQuote(trx, quote.id, {
      status: "cancelled",
      wonAt: null,
      wonValueCents: null,
      lostAt: now,
      lostReason: CANCELLED_BY_CUSTOMER,
      lastContactDate: now,
    });
    await recordStatusChange(trx, { kind: "quote", id: quote.id }, { from: quote.status, to: "cancelled", by: null });
    // The unpaid invoices go with the contract, and with them their reminders (decision 050).
    await cancelOpenInvoices(trx, row.id, now);
    await stopFollowUps(trx, quote.id, "cancelled");
    // A cancellation happens once per version, so its own notice subject: a question asked minutes
    // earlier never holds it back.
    const notice = await claimOwnerNotice(trx, noticeSubject("cancellation", row.id), now);
    const refund = { quoteId: quote.id, proposalId: row.id };
    if (!notice.send) return { queued: NOTHING_QUEUED, refund };
    const alertId = await queueProposalAlert(trx, quote, row.id, { kind: "cancelled", reason });
    const outboxId = await queueOwnerNotice(trx, quote, { kind: "cancelled", reason, lastDay: window.lastDay });
    return { queued: { outboxIds: [outboxId], alertIds: alertId ? [alertId] : [] }, refund };
  });
  if (!cancelled.refund) return cancelled.queued;
  // After commit (decision 046): a deposit paid through Stripe is refunded in full at once (NJ: within 30 days
  // of the notice); one key per version and payment, so a repeat never refunds twice. Offline payments are
  // refunded by the owner (the notice says so). A refund Stripe cannot take now stays pending for the job.
  const refundIds = await refundDeposits(db, cancelled.refund.quoteId, cancelled.refund.proposalId);
  return { ...cancelled.queued, outboxIds: [...cancelled.queued.outboxIds, ...refundIds] };
}
