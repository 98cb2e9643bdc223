/**
 * Quotes for the admin: list with follow-up history, any status in any order, a phase change that queues the customer's follow-up e-mail for the new phase, and a
 * follow-up for a chosen phase with an optional custom message. The e-mail is queued in the same
 * transaction as the change, so a phase never changes without its e-mail or the other way round.
 */
import type { Kysely } from "kysely";
import type { QuotePhase, QuoteStatus } from "../../shared/options";
import type { AdminFollowUp, AdminQuote } from "../../shared/schemas/admin";
import type { Database, Quote } from "../db/schema";
import { pickQuoteFields } from "../../shared/schemas/quote-fields";
import { QuoteNotFound } from "../errors";
import { queueFollowUp, type QueuedFollowUp } from "./follow-ups.service";
import {
  countQuotesWithStatus,
  findQuote,
  findQuoteForUpdate,
  listFollowUps,
  listQuotes,
  updateQuote,
} from "./quotes.repository";

type FollowUpRow = Awaited<ReturnType<typeof listFollowUps>>[number];

function toAdminFollowUp(row: FollowUpRow): AdminFollowUp {
  return {
    id: row.id,
    phase: row.phase,
    status: row.status,
    customMessage: row.customMessage,
    emailSentAt: row.emailSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveryStatus: row.deliveryStatus,
    lastError: row.lastError,
  };
}

function toAdminQuote(quote: Quote, followUps: FollowUpRow[]): AdminQuote {
  return {
    id: quote.id,
    ...pickQuoteFields(quote),
    status: quote.status,
    phase: quote.phase,
    isSpam: quote.isSpam,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    followUps: followUps.filter((row) => row.quoteId === quote.id).map(toAdminFollowUp),
  };
}

async function withHistory(db: Kysely<Database>, quote: Quote): Promise<AdminQuote> {
  return toAdminQuote(quote, await listFollowUps(db, [quote.id]));
}

export async function listQuotesForAdmin(db: Kysely<Database>): Promise<AdminQuote[]> {
  const quotes = await listQuotes(db);
  const followUps = await listFollowUps(
    db,
    quotes.map((quote) => quote.id),
  );
  return quotes.map((quote) => toAdminQuote(quote, followUps));
}

export async function setQuoteStatus(db: Kysely<Database>, id: number, status: QuoteStatus): Promise<AdminQuote> {
  const quote = await updateQuote(db, id, { status });
  if (!quote) throw new QuoteNotFound(id);
  return withHistory(db, quote);
}

export interface QuoteChange {
  quote: AdminQuote;
  /** Outbox rows this change queued (none when the phase did not change), to deliver after commit. */
  queuedOutboxIds: string[];
}

const queued = (followUp: QueuedFollowUp | null) => (followUp ? [followUp.outboxId] : []);

/**
 * Moves a quote to `phase` and queues that phase's follow-up e-mail. Choosing the phase the quote
 * is already in changes nothing and sends nothing (a double submit must not e-mail twice).
 */
export async function moveQuoteToPhase(db: Kysely<Database>, id: number, phase: QuotePhase): Promise<QuoteChange> {
  const { quote, followUp } = await db.transaction().execute(async (trx) => {
    const current = await findQuoteForUpdate(trx, id);
    if (!current) throw new QuoteNotFound(id);
    if (current.phase === phase) return { quote: current, followUp: null };
    const moved = (await updateQuote(trx, id, { phase, lastContactDate: new Date() }))!;
    return { quote: moved, followUp: await queueFollowUp(trx, moved, phase) };
  });
  return { quote: await withHistory(db, quote), queuedOutboxIds: queued(followUp) };
}

/** Queues a follow-up for any chosen phase (the quote's own phase is left as it is). */
export async function sendQuoteFollowUp(
  db: Kysely<Database>,
  id: number,
  phase: QuotePhase,
  customMessage?: string | null,
): Promise<QuoteChange> {
  const followUp = await db.transaction().execute(async (trx) => {
    const quote = await findQuoteForUpdate(trx, id);
    if (!quote) throw new QuoteNotFound(id);
    await updateQuote(trx, id, { lastContactDate: new Date() });
    return queueFollowUp(trx, quote, phase, customMessage);
  });
  const quote = await findQuote(db, id);
  return { quote: await withHistory(db, quote!), queuedOutboxIds: queued(followUp) };
}

/** Quotes nobody has answered yet (status New), for the admin's home-page strip. */
export function countNewQuotes(db: Kysely<Database>): Promise<number> {
  return countQuotesWithStatus(db, "new");
}
