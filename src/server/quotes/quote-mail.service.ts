/**
 * Quote changes that may e-mail the customer, each queued in the same transaction as the change
 * (an e-mail to a 'new' quote answers it: 'contacted', first response noted, leads/first-response.ts),
 * so a phase never changes with its e-mail lost and no e-mail goes out for a change that failed:
 * a phase change (with or without its e-mail), a follow-up for any phase (idempotent per key, so
 * a double click queues one), the preview of either (the very composition that is queued), and
 * the spam rescue that queues the phase-1 thank-you held back at intake.
 */
import type { QuotePhase } from "../../shared/options";
import type { AdminQuote, FollowUpPreview } from "../../shared/schemas/admin";
import type { Db, Quote } from "../db/schema";
import { QuoteNotFound, TemplateMissing } from "../errors";
import { runIdempotent } from "../intake/idempotency.service";
import { markLeadAnswered } from "../leads/answered";
import { renderTemplateMail, templateForPhase } from "../email/template-mail";
import { queuePhaseMail, type QueuedPhaseMail } from "./phase-mail.service";
import { queueAutomaticMail } from "../intake/auto-mail-policy";
import { findQuote, findQuoteForUpdate, hasFollowUpForPhase, updateQuote } from "./quotes.repository";
import { withHistory } from "./quotes.service";

export interface QuoteChange {
  quote: AdminQuote;
  /** Outbox rows this change queued (none when nothing was sent), to deliver after commit. */
  queuedOutboxIds: string[];
}

const queued = (outboxId: string | null | undefined) => (outboxId ? [outboxId] : []);

async function afterChange(db: Db, id: number, outboxId?: string | null): Promise<QuoteChange> {
  const quote = await findQuote(db, id);
  if (!quote) throw new QuoteNotFound(id);
  return { quote: await withHistory(db, quote), queuedOutboxIds: queued(outboxId) };
}

/** The follow-up e-mail of `phase` for this quote, exactly as queuePhaseMail would write it. */
export async function previewQuoteFollowUp(
  db: Db,
  id: number,
  phase: QuotePhase,
  customMessage?: string | null,
): Promise<FollowUpPreview> {
  const quote = await findQuote(db, id);
  if (!quote) throw new QuoteNotFound(id);
  return { to: quote.email, ...(await renderTemplateMail(await templateForPhase(db, phase), quote, customMessage)) };
}

/**
 * Moves a quote to `phase`, queuing that phase's follow-up unless `sendEmail` is false (the admin
 * chose "move without e-mail"). Choosing the phase the quote is in changes nothing and sends
 * nothing (a double submit must not e-mail twice).
 */
export async function moveQuoteToPhase(
  db: Db,
  id: number,
  phase: QuotePhase,
  sendEmail = true,
  by: string | null = null,
): Promise<QuoteChange> {
  const followUp = await db.transaction().execute(async (trx) => {
    const current = await findQuoteForUpdate(trx, id);
    if (!current) throw new QuoteNotFound(id);
    if (current.phase === phase) return null;
    if (!sendEmail) {
      await updateQuote(trx, id, { phase });
      return null;
    }
    const now = new Date();
    await markLeadAnswered(trx, { kind: "quote", id }, by, now);
    const moved = (await updateQuote(trx, id, { phase, lastContactDate: now }))!;
    return queuePhaseMail(trx, moved, phase);
  });
  return afterChange(db, id, followUp?.outboxId);
}

/**
 * Queues a follow-up for any chosen phase (the quote's own phase is left as it is). With an
 * idempotency key, a repeat of the same request (double click, retry) queues nothing more and
 * answers as the first did; the key is per quote.
 */
export async function sendQuoteFollowUp(
  db: Db,
  id: number,
  phase: QuotePhase,
  customMessage?: string | null,
  idempotencyKey?: string,
  by: string | null = null,
): Promise<QuoteChange> {
  const { result } = await runIdempotent<QueuedPhaseMail, QueuedPhaseMail>(db, {
    scope: `quote-follow-up:${id}`,
    key: idempotencyKey,
    request: { phase, customMessage: customMessage?.trim() || null },
    work: async (trx) => {
      const quote = await findQuoteForUpdate(trx, id);
      if (!quote) throw new QuoteNotFound(id);
      const now = new Date();
      await markLeadAnswered(trx, { kind: "quote", id }, by, now);
      await updateQuote(trx, id, { lastContactDate: now });
      const followUp = await queuePhaseMail(trx, quote, phase, customMessage);
      return { outcome: followUp, result: followUp };
    },
  });
  return afterChange(db, id, result?.outboxId);
}

/**
 * "Not spam": clears the flag and queues the phase-1 thank-you that intake held back, unless the
 * quote ever had one (never twice). A quote that is not flagged is left as it is.
 */
export async function markQuoteNotSpam(db: Db, id: number): Promise<QuoteChange> {
  const outboxId = await db.transaction().execute(async (trx) => {
    const quote = await findQuoteForUpdate(trx, id);
    if (!quote) throw new QuoteNotFound(id);
    if (!quote.isSpam) return null;
    const rescued = (await updateQuote(trx, id, { isSpam: false, spamReason: null }))!;
    if (await hasFollowUpForPhase(trx, id, "phase-1")) return null;
    return queueThankYou(trx, rescued);
  });
  return afterChange(db, id, outboxId);
}

/** The automatic thank-you is the phase-1 follow-up. */
const THANK_YOU_PHASE = "phase-1";

/**
 * The customer's phase-1 thank-you (at intake, or when a flagged quote is rescued), to an address
 * nobody has verified: within the limits on automatic mail and with no visitor text in it. A
 * missing template must not cost the lead: log and go on.
 */
export async function queueThankYou(trx: Db, quote: Quote): Promise<string | undefined> {
  const { decision, outboxId } = await queueAutomaticMail(trx, quote.email, async () => {
    try {
      return (await queuePhaseMail(trx, quote, THANK_YOU_PHASE, null, true)).outboxId;
    } catch (error) {
      if (!(error instanceof TemplateMissing)) throw error;
      console.error(`[leads] quote ${quote.id}: ${error.message} The quote is stored; no thank-you was queued.`);
      return undefined;
    }
  });
  if (decision !== "send") console.info(`[leads] quote ${quote.id}: no automatic thank-you (${decision}).`);
  return outboxId;
}
