/**
 * Quotes for the admin: the list (searched and filtered), one quote's full record with its
 * follow-up history, its status in any order, and the owner's own fields (notes, estimated value,
 * assigned to, scheduled date). Changes that e-mail the customer live in quote-mail.service.ts.
 */
import type { ReportSegment } from "../../shared/schemas/reports";
import type { QuoteStatus } from "../../shared/options";
import type { AdminAssignee, AdminPhaseMail, AdminQuote } from "../../shared/schemas/admin";
import { hardBouncedOf } from "../email/suppressions.repository";
import { dayOf, storedDay } from "../../shared/format";
import { moneyToDecimal, type QuoteDetailsInput, type QuoteListFilter } from "../../shared/schemas/quote-desk";
import type { Db, Quote } from "../db/schema";
import { apiView, iso } from "../api-view";
import { pickQuoteFields } from "../../shared/schemas/quote-fields";
import { pickLeadSource } from "../../shared/lead-source-fields";
import { firstResponseOnStatus } from "../leads/first-response";
import { followUpsOnStatus } from "../follow-ups/follow-ups.service";
import { latestProposalByQuote } from "../proposals/quote-proposals";
import type { AdminQuoteProposal } from "../../shared/proposals/admin-view";
import { InvalidInput, QuoteNotFound, FIELDS_MESSAGE } from "../errors";
import { quoteDeskMessages } from "../../shared/schemas/quote-desk";
import { netPaidByQuote } from "../payments/payments.repository";
import {
  countQuotesWithStatus,
  findQuote,
  listAssignableUsers,
  listFollowUps,
  listQuotes,
  updateQuote,
} from "./quotes.repository";
import { lockLeadStatus, recordStatusChange } from "../leads/status-history.repository";

type PhaseMailRow = Awaited<ReturnType<typeof listFollowUps>>[number];

function toAdminPhaseMail(row: PhaseMailRow): AdminPhaseMail {
  return apiView(row, [
    "id",
    "phase",
    "status",
    "customMessage",
    "emailSentAt",
    "createdAt",
    "deliveryStatus",
    "lastError",
  ]);
}

function toAdminQuote(
  quote: Quote,
  followUps: PhaseMailRow[],
  proposals: Map<number, AdminQuoteProposal>,
  bounced: Set<string>,
  paid: ReadonlyMap<number, number>,
): AdminQuote {
  return {
    id: quote.id,
    ...pickQuoteFields(quote),
    status: quote.status,
    phase: quote.phase,
    isSpam: quote.isSpam,
    spamReason: quote.spamReason,
    notes: quote.notes,
    estimatedValue: quote.estimatedValue,
    assignedTo: quote.assignedTo,
    scheduledDate: dayOf(quote.scheduledDate),
    lastContactDate: iso(quote.lastContactDate),
    firstResponseAt: iso(quote.firstResponseAt),
    wonAt: iso(quote.wonAt),
    wonValueCents: quote.wonValueCents,
    paidCents: paid.get(quote.id) ?? 0,
    lostAt: iso(quote.lostAt),
    lostReason: quote.lostReason,
    proposal: proposals.get(quote.id) ?? null,
    emailBounced: bounced.has(quote.email),
    ...pickLeadSource(quote),
    createdAt: iso(quote.createdAt),
    updatedAt: iso(quote.updatedAt),
    followUps: followUps.filter((row) => row.quoteId === quote.id).map(toAdminPhaseMail),
  };
}

export async function withHistory(db: Db, quote: Quote): Promise<AdminQuote> {
  const [followUps, proposals, bounced, paid] = await Promise.all([
    listFollowUps(db, [quote.id]),
    latestProposalByQuote(db, [quote.id]),
    hardBouncedOf(db, [quote.email]),
    netPaidByQuote(db, [quote.id]),
  ]);
  return toAdminQuote(quote, followUps, proposals, bounced, paid);
}

export async function listQuotesForAdmin(
  db: Db,
  filter: QuoteListFilter = {},
  segment: ReportSegment = {},
): Promise<AdminQuote[]> {
  const quotes = await listQuotes(db, filter, segment);
  const ids = quotes.map((quote) => quote.id);
  const [followUps, proposals, bounced, paid] = await Promise.all([
    listFollowUps(db, ids),
    latestProposalByQuote(db, ids),
    hardBouncedOf(db, [...new Set(quotes.map((quote) => quote.email))]),
    netPaidByQuote(db, ids),
  ]);
  return quotes.map((quote) => toAdminQuote(quote, followUps, proposals, bounced, paid));
}

export async function getQuoteForAdmin(db: Db, id: number): Promise<AdminQuote> {
  const quote = await findQuote(db, id);
  if (!quote) throw new QuoteNotFound(id);
  return withHistory(db, quote);
}

export async function setQuoteStatus(
  db: Db,
  id: number,
  status: QuoteStatus,
  now: Date = new Date(),
  changedBy: string | null = null,
): Promise<AdminQuote> {
  const quote = await db.transaction().execute(async (trx) => {
    const before = await lockLeadStatus(trx, { kind: "quote", id });
    if (before === undefined) return undefined;
    const updated = await updateQuote(trx, id, { status, ...firstResponseOnStatus(status) });
    if (updated) {
      await recordStatusChange(trx, { kind: "quote", id }, { from: before, to: status, by: changedBy });
      await followUpsOnStatus(trx, updated, now);
    }
    return updated;
  });
  if (!quote) throw new QuoteNotFound(id);
  return withHistory(db, quote);
}

/** How the desk names a user: first and last name, or the e-mail address without them. */
export const userDisplayName = (user: { firstName: string | null; lastName: string | null; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

export async function listAssignees(db: Db): Promise<AdminAssignee[]> {
  const users = await listAssignableUsers(db);
  return users.map((user) => ({ id: user.id, name: userDisplayName(user) }));
}

/** Saves the owner's fields; "" clears one. A scheduled date is a calendar day, kept at 00:00 UTC. */
export async function updateQuoteDetails(db: Db, id: number, details: QuoteDetailsInput): Promise<AdminQuote> {
  if (details.assignedTo && !(await listAssignableUsers(db)).some((user) => user.id === details.assignedTo)) {
    throw new InvalidInput(FIELDS_MESSAGE, { assignedTo: quoteDeskMessages.assignedToInvalid });
  }
  const quote = await updateQuote(db, id, {
    notes: details.notes || null,
    estimatedValue: moneyToDecimal(details.estimatedValue),
    assignedTo: details.assignedTo || null,
    scheduledDate: storedDay(details.scheduledDate),
  });
  if (!quote) throw new QuoteNotFound(id);
  return withHistory(db, quote);
}

/** Quotes nobody has answered yet (status New), for the admin's home-page strip. */
export function countNewQuotes(db: Db): Promise<number> {
  return countQuotesWithStatus(db, "new");
}
