/**
 * Phase mail: the e-mail of a quote's phase (phase 1 thank-you, phase 2, phase 3), not to be confused
 * with the follow-up sequences of src/server/follow-ups/ (the table, quote_follow_ups, and the API's
 * field names still say "follow-up"). Queues a quote's phase e-mail: a quote_follow_ups row and an
 * outbox message written from that phase's active template (email/template-mail.ts), in the
 * caller's transaction, so the e-mail exists exactly when the change that caused it does. Delivery
 * happens after commit.
 */
import type { Db } from "../db/schema";
import type { QuotePhase } from "../../shared/options";
import { queueCustomerEmail } from "../email/queue-email";
import { renderTemplateMail, templateForPhase, type TemplateQuote } from "../email/template-mail";
import { insertPhaseMail } from "./phase-mail.repository";

export interface QueuedPhaseMail {
  followUpId: number;
  outboxId: string;
}

/** The outbox tag of a phase's e-mail. */
export const phaseMailTag = (phase: QuotePhase) => `quote-${phase}`;

/**
 * Must run inside the transaction that records the reason for the phase e-mail. The automatic
 * thank-you passes `toUnverifiedAddress`, which keeps visitor text out of it.
 */
export async function queuePhaseMail(
  trx: Db,
  quote: TemplateQuote,
  phase: QuotePhase,
  customMessage?: string | null,
  toUnverifiedAddress = false,
): Promise<QueuedPhaseMail> {
  const template = await templateForPhase(trx, phase);
  const rendered = await renderTemplateMail(template, quote, customMessage, toUnverifiedAddress);
  const followUpId = await insertPhaseMail(trx, {
    quoteId: quote.id,
    phase,
    customMessage: customMessage?.trim() || null,
  });
  const outboxId = await queueCustomerEmail(trx, rendered, {
    toAddress: quote.email,
    tag: phaseMailTag(phase),
    quoteId: quote.id,
    quoteFollowUpId: followUpId,
  });
  return { followUpId, outboxId };
}
