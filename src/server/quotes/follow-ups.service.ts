/**
 * Queues a quote's follow-up e-mail for a phase: a quote_follow_ups row and an outbox
 * message written from that phase's active template, in the caller's transaction, so the e-mail
 * exists exactly when the change that caused it does. Delivery happens after commit.
 */
import type { Kysely } from "kysely";
import type { Database, Quote } from "../db/schema";
import { labelFor, projectTypeOptions, type ProjectType, type QuotePhase } from "../../shared/options";
import { site } from "../../shared/site";
import { getEnv } from "../env";
import { TemplateMissing } from "../errors";
import { insertOutboxMessage } from "../jobs/outbox.repository";
import { composeTemplate } from "../email/compose";
import type { FollowUpPlaceholder } from "../../shared/schemas/email-template";
import { findActiveTemplateForPhase, insertFollowUp } from "./follow-ups.repository";

export interface QueuedFollowUp {
  followUpId: number;
  outboxId: string;
}

type FollowUpQuote = Pick<
  Quote,
  "id" | "firstName" | "lastName" | "email" | "projectType" | "address" | "city" | "state"
>;

/** The values of the template placeholders (their names are the editor's list, one source). */
export function followUpValues(
  quote: FollowUpQuote,
  customMessage: string | null,
): Record<FollowUpPlaceholder, string | null> {
  return {
    firstName: quote.firstName,
    lastName: quote.lastName,
    projectType: labelFor(projectTypeOptions, quote.projectType as ProjectType) ?? quote.projectType,
    address: quote.address,
    city: quote.city,
    state: quote.state,
    businessName: site.name,
    businessPhone: site.phone.display,
    customMessage,
  };
}

/** Must run inside the transaction that records the reason for the follow-up. */
export async function queueFollowUp(
  trx: Kysely<Database>,
  quote: FollowUpQuote,
  phase: QuotePhase,
  customMessage?: string | null,
): Promise<QueuedFollowUp> {
  const template = await findActiveTemplateForPhase(trx, phase);
  if (!template) throw new TemplateMissing(phase);
  const message = customMessage?.trim() || null;
  const values = followUpValues(quote, message);

  const followUpId = await insertFollowUp(trx, { quoteId: quote.id, phase, customMessage: message });
  const email = await composeTemplate(template, values);
  const outboxId = await insertOutboxMessage(trx, {
    toAddress: quote.email,
    fromAddress: getEnv().EMAIL_FROM,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject: email.subject,
    htmlBody: email.html,
    textBody: email.text,
    tag: `quote-${phase}`,
    quoteId: quote.id,
    quoteFollowUpId: followUpId,
    nextAttemptAt: new Date(),
  });
  return { followUpId, outboxId };
}
