/**
 * The customer's answers to a proposal (decision 037; the page itself is customer-page.service.ts):
 * Accept (one signature per version, whatever the concurrency: the version
 * row is locked and the signature's proposal_id is unique), Decline, a question, and asking for an
 * updated proposal once expired. A signature makes the quote won and moves it to phase 3 without a
 * phase e-mail; a decline makes it lost. Unknown tokens and drafts are the same NotFound.
 */
import type { Db } from "../../db/schema";
import {
  SIGNATURE_CONSENT,
  proposalMessages as m,
  proposalPageStrings,
  type DeclineReason,
} from "../../../shared/strings/proposals";
import { FIELDS_MESSAGE, InvalidInput, ProposalConflict, QuoteNotFound } from "../../errors";
import { pauseForQuestion, stopFollowUps } from "../../follow-ups/follow-ups.service";
import { findQuote, findQuoteForUpdate, updateQuote } from "../../quotes/quotes.repository";
import { queueProposalAlert } from "../../alerts/proposal-alert";
import { queueAlertTexts } from "../sms/alert-texts";
import { queueAcceptanceReceipts, queueOwnerNotice, type OwnerNotice } from "../../proposals/proposal-mail";
import { sentRow, versionOf, type SentRow } from "../../proposals/customer-page.service";
import { cancellationWindowOf } from "../../proposals/cancellation-view";
import {
  findAcceptance,
  findProposalForUpdate,
  hasUpdateRequest,
  insertAcceptance,
  insertDecline,
  insertQuestion,
  updateProposal,
} from "../../proposals/proposals.repository";
import { recordCustomerMessage } from "../conversation/inbound";
import { claimOwnerNotice, noticeSubject } from "../../alerts/owner-notice-window";
import { proposalQuestionSubject } from "../../../shared/strings/conversation";

export interface CustomerClient {
  ip: string;
  userAgent: string | null;
}

/** The version a token opens, locked for the rest of the transaction (answers take turns). */
async function lockVersion(trx: Db, token: string): Promise<SentRow> {
  const found = await versionOf(trx, token);
  return sentRow(await findProposalForUpdate(trx, found.id));
}

const assertOpen = (row: SentRow) => {
  if (row.status !== "sent") throw new ProposalConflict(proposalPageStrings.closed);
};

export interface AcceptInput {
  optionId: string;
  fullName: string;
}

/** What an answer queued, for delivery once committed: e-mails (outbox ids) and alerts (decision 039). */
export interface QueuedAfterAnswer {
  outboxIds: string[];
  alertIds: number[];
}
const NOTHING_QUEUED: QueuedAfterAnswer = { outboxIds: [], alertIds: [] };
const queued = (outboxIds: string[], alertId?: number): QueuedAfterAnswer => ({
  outboxIds,
  alertIds: alertId ? [alertId] : [],
});

/** Signs the version once; a repeat (double click, back button, 20 at once) changes nothing. */
export async function acceptProposal(
  db: Db,
  token: string,
  input: AcceptInput,
  client: CustomerClient,
  now: Date = new Date(),
): Promise<QueuedAfterAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await lockVersion(trx, token);
    if (await findAcceptance(trx, row.id)) return NOTHING_QUEUED;
    assertOpen(row);
    const option = row.frozen.options.find((candidate) => candidate.id === input.optionId);
    if (!option) throw new InvalidInput(FIELDS_MESSAGE, { optionId: m.chooseOption });
    const record = await insertAcceptance(trx, {
      proposalId: row.id,
      optionId: option.id,
      optionTitle: option.title,
      totalCents: option.totals.totalCents,
      typedName: input.fullName,
      consentText: SIGNATURE_CONSENT.text,
      consentVersion: SIGNATURE_CONSENT.version,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      documentSha256: row.documentSha256!,
      // The signature's time starts the three business days to cancel (decision 045): the caller's clock.
      acceptedAt: now,
    });
    if (!record) return NOTHING_QUEUED;
    await updateProposal(trx, row.id, { status: "accepted" });
    const quote = await findQuoteForUpdate(trx, row.quoteId);
    if (!quote) throw new QuoteNotFound(row.quoteId);
    await updateQuote(trx, quote.id, {
      wonAt: record.acceptedAt,
      wonValueCents: record.totalCents,
      lostAt: null,
      lostReason: null,
      phase: "phase-3",
      lastContactDate: record.acceptedAt,
    });
    await stopFollowUps(trx, quote.id, "accepted");
    const alertId = await queueProposalAlert(trx, quote, row.id, {
      kind: "accepted",
      optionTitle: record.optionTitle,
      totalCents: record.totalCents,
    });
    await queueAlertTexts(trx, alertId);
    // A contract's receipt names the last day to cancel and links to the page's cancel form.
    const lastDay = row.frozen.contract ? (await cancellationWindowOf(trx, record.acceptedAt)).lastDay : undefined;
    // The receipts wait for their PDF: signed-receipts.job.ts draws it outside any request.
    return queued(await queueAcceptanceReceipts(trx, quote, row.frozen, record, token, lastDay), alertId);
  });
}

/** Declines the version with a reason; the quote is lost. A repeat changes nothing. */
export async function declineProposal(
  db: Db,
  token: string,
  input: { reason: DeclineReason; comment?: string },
  client: CustomerClient,
): Promise<QueuedAfterAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await lockVersion(trx, token);
    if (row.status === "declined") return NOTHING_QUEUED;
    assertOpen(row);
    const comment = input.comment?.trim() || null;
    const decline = await insertDecline(trx, {
      proposalId: row.id,
      reason: input.reason,
      comment,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    if (!decline) return NOTHING_QUEUED;
    await updateProposal(trx, row.id, { status: "declined" });
    const quote = await findQuoteForUpdate(trx, row.quoteId);
    if (!quote) throw new QuoteNotFound(row.quoteId);
    await updateQuote(trx, quote.id, { lostAt: decline.declinedAt, lostReason: input.reason });
    await stopFollowUps(trx, quote.id, "declined");
    const alertId = await queueProposalAlert(trx, quote, row.id, { kind: "declined", reason: input.reason });
    return queued([await queueOwnerNotice(trx, quote, { kind: "declined", reason: input.reason, comment })], alertId);
  });
}

/**
 * A question (any state but withdrawn or replaced), or, once expired, a request for an updated
 * proposal. The owner hears of it by e-mail and device alert at most once per version per 15
 * minutes (owner-notice-window.ts); every question is on the quote's conversation either way.
 */
export async function askAboutProposal(
  db: Db,
  token: string,
  kind: "question" | "update-request",
  question: string,
  client: CustomerClient,
  now: Date,
): Promise<QueuedAfterAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await versionOf(trx, token);
    if (row.status === "withdrawn" || row.status === "replaced") throw new ProposalConflict(proposalPageStrings.closed);
    if (kind === "update-request" && (row.status !== "expired" || (await hasUpdateRequest(trx, row.id))))
      return NOTHING_QUEUED;
    await insertQuestion(trx, { proposalId: row.id, kind, question, ip: client.ip.slice(0, 64) });
    const quote = await findQuote(trx, row.quoteId);
    if (!quote) throw new QuoteNotFound(row.quoteId);
    // The reminders wait for the owner's answer (issue 34 item 9); they go on once it is sent.
    await pauseForQuestion(trx, quote.id);
    const notice = await claimOwnerNotice(trx, noticeSubject("proposal", row.id), now);
    if (kind === "question") {
      // The question joins the lead's conversation (issue 21), answered from the lead page.
      await recordCustomerMessage(
        trx,
        { kind: "quote", id: quote.id },
        {
          from: quote.email,
          fromName: `${quote.firstName} ${quote.lastName}`.trim() || null,
          subject: proposalQuestionSubject(row.version),
          text: question,
        },
        { alertOwner: notice.send },
      );
    }
    if (!notice.send) return NOTHING_QUEUED;
    const ownerNotice: OwnerNotice =
      kind === "question" ? { kind, question, heldSince: notice.heldSince } : { kind, heldSince: notice.heldSince };
    return queued([await queueOwnerNotice(trx, quote, ownerNotice)]);
  });
}
