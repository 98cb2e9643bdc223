/**
 * The customer's side of a proposal (decision 037): the page for a link token in the version's
 * state, counting opens; Accept (one signature per version, whatever the concurrency: the version
 * row is locked and the signature's proposal_id is unique), Decline, a question, and asking for an
 * updated proposal once expired. A signature makes the quote won and moves it to phase 3 without a
 * phase e-mail; a decline makes it lost. Unknown tokens and drafts are the same NotFound.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ProposalDocument } from "../../shared/proposals/document";
import {
  SIGNATURE_CONSENT,
  proposalMessages as m,
  proposalPageStrings,
  type DeclineReason,
} from "../../shared/strings/proposals";
import { FIELDS_MESSAGE, InvalidInput, ProposalConflict, ProposalNotFound, QuoteNotFound } from "../errors";
import { stopFollowUps } from "../follow-ups/follow-ups.service";
import { findQuote, findQuoteForUpdate, updateQuote } from "../quotes/quotes.repository";
import { queueProposalAlert } from "../alerts/proposal-alert";
import { buildDocument, dayString } from "./proposal-document";
import { queueAcceptanceReceipts, queueOwnerNotice, type OwnerNotice } from "./proposal-mail";
import { proposalPageResponse, type ProposalPageView } from "./proposal-page";
import { PROPOSAL_PREVIEW_CSP } from "./proposal-page-style";
import type { FormState } from "./proposal-page-forms";
import { hashToken, proposalPath, recoverToken, TOKEN_PATTERN } from "./proposal-token";
import {
  expireDueProposals,
  findAcceptance,
  findCurrentVersion,
  findProposal,
  findProposalByTokenHash,
  findProposalForUpdate,
  hasUpdateRequest,
  insertAcceptance,
  insertDecline,
  insertQuestion,
  recordOpen,
  updateProposal,
  type ProposalRow,
} from "./proposals.repository";
import { businessDay } from "../periods/business-day";
import { recordCustomerMessage } from "../mail-events/inbound";
import { proposalQuestionSubject } from "../../shared/strings/conversation";

export interface CustomerClient {
  ip: string;
  userAgent: string | null;
}

type SentRow = ProposalRow & { frozen: ProposalDocument };

/** The version a token opens; the hash is looked up whatever the token looks like, so every miss costs the same. */
async function versionOf(db: Kysely<Database>, token: string): Promise<SentRow> {
  const row = await findProposalByTokenHash(db, hashToken(token));
  if (!row || !row.frozen || !TOKEN_PATTERN.test(token)) throw new ProposalNotFound("token");
  if (row.status === "sent" && dayString(row.validUntil) < businessDay()) {
    await expireDueProposals(db, row.id);
    return (await findProposal(db, row.id)) as SentRow;
  }
  return row as SentRow;
}

export interface PageOptions {
  /** Count this as a customer's view (never for the owner: the caller decides). */
  countOpen?: boolean;
  form?: FormState;
  asked?: boolean;
  requested?: boolean;
}

export async function customerPageView(
  db: Kysely<Database>,
  token: string,
  options: PageOptions = {},
): Promise<ProposalPageView> {
  const row = await versionOf(db, token);
  if (options.countOpen) await recordOpen(db, row.id);
  const document = row.frozen;
  const target = { action: (form: string) => `${proposalPath(token)}/${form}`, inert: false };
  switch (row.status) {
    case "accepted": {
      const record = await findAcceptance(db, row.id);
      if (record) return { state: "signed", document, target, record, asked: options.asked };
      return { state: "withdrawn" };
    }
    case "declined":
      return { state: "declined", document, target, asked: options.asked };
    case "expired": {
      const requested = options.requested || Boolean(await hasUpdateRequest(db, row.id));
      return { state: "expired", document, target, requested };
    }
    case "replaced": {
      const current = await findCurrentVersion(db, row.quoteId);
      const currentToken = current ? recoverToken(current) : undefined;
      return { state: "replaced", currentPath: currentToken ? proposalPath(currentToken) : null };
    }
    case "withdrawn":
      return { state: "withdrawn" };
    default:
      return { state: "open", document, target, form: options.form, asked: options.asked };
  }
}

/** The owner's preview: the page exactly as the customer will see it, with inert forms. */
export async function proposalPreviewResponse(db: Kysely<Database>, id: number): Promise<Response> {
  const row = await findProposal(db, id);
  if (!row) throw new ProposalNotFound(id);
  const quote = await findQuote(db, row.quoteId);
  if (!quote) throw new QuoteNotFound(row.quoteId);
  const document = row.frozen ?? (await buildDocument(db, row, row.content, quote));
  const response = proposalPageResponse({ state: "open", document, target: { action: () => "", inert: true } });
  // The console may show the preview in a frame of its own; no other site may.
  response.headers.set("Content-Security-Policy", PROPOSAL_PREVIEW_CSP);
  response.headers.set("X-Frame-Options", "SAMEORIGIN");
  return response;
}

/** The version a token opens, locked for the rest of the transaction (answers take turns). */
async function lockVersion(trx: Kysely<Database>, token: string): Promise<SentRow> {
  const found = await versionOf(trx, token);
  return (await findProposalForUpdate(trx, found.id)) as SentRow;
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
  db: Kysely<Database>,
  token: string,
  input: AcceptInput,
  client: CustomerClient,
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
    return queued(await queueAcceptanceReceipts(trx, quote, row.frozen, record, token), alertId);
  });
}

/** Declines the version with a reason; the quote is lost. A repeat changes nothing. */
export async function declineProposal(
  db: Kysely<Database>,
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

/** A question (any state but withdrawn or replaced), or, once expired, a request for an updated proposal. */
export async function askAboutProposal(
  db: Kysely<Database>,
  token: string,
  kind: "question" | "update-request",
  question: string,
  client: CustomerClient,
): Promise<QueuedAfterAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await versionOf(trx, token);
    if (row.status === "withdrawn" || row.status === "replaced") throw new ProposalConflict(proposalPageStrings.closed);
    if (kind === "update-request" && (row.status !== "expired" || (await hasUpdateRequest(trx, row.id))))
      return NOTHING_QUEUED;
    await insertQuestion(trx, { proposalId: row.id, kind, question, ip: client.ip.slice(0, 64) });
    const quote = await findQuote(trx, row.quoteId);
    if (!quote) throw new QuoteNotFound(row.quoteId);
    // A question is the customer answering: no more reminders about this proposal.
    await stopFollowUps(trx, quote.id, "replied");
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
      );
    }
    const notice: OwnerNotice = kind === "question" ? { kind, question } : { kind };
    return queued([await queueOwnerNotice(trx, quote, notice)]);
  });
}
