/**
 * Phase mail: the e-mail of a quote's phase (phase 1 thank-you, phase 2, phase 3), not to be confused
 * with the follow-up sequences of src/server/follow-ups/ (the code and the table still say
 * "follow-up"). Queues a quote's phase e-mail: a quote_follow_ups row and an outbox
 * message written from that phase's active template, in the caller's transaction, so the e-mail
 * exists exactly when the change that caused it does. Delivery happens after commit.
 */
import type { Kysely } from "kysely";
import type { Database, EmailTemplate, Quote } from "../db/schema";
import { labelFor, projectTypeOptions, type ProjectType, type QuotePhase } from "../../shared/options";
import { site } from "../../shared/site";
import { bookingUrl } from "../booking/booking-token";
import { queueCustomerEmail } from "../email/queue-email";
import { TemplateMissing } from "../errors";
import { composeTemplate, type ComposedEmail, type EmailContent } from "../email/compose";
import {
  subjectWithoutVisitorText,
  templateForUnverifiedAddress,
  valuesWithoutVisitorText,
} from "../intake/unverified-mail";
import type { FollowUpPlaceholder } from "../../shared/schemas/email-template";
import { findActiveTemplateForPhase, insertFollowUp } from "./phase-mail.repository";

export interface QueuedFollowUp {
  followUpId: number;
  outboxId: string;
}

export type FollowUpQuote = Pick<
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
    // Mid-sentence in every template ("your repair project"), so the label in lower case.
    projectType: (labelFor(projectTypeOptions, quote.projectType as ProjectType) ?? quote.projectType).toLowerCase(),
    address: quote.address,
    city: quote.city,
    state: quote.state,
    businessName: site.name,
    businessPhone: site.phone.display,
    customMessage,
    // Our own address (decision 041), written as text: templates refuse links that start with a placeholder.
    bookingLink: bookingUrl({ kind: "quote", id: quote.id }),
  };
}

/** The outbox tag of a phase's follow-up e-mail. */
export const followUpTag = (phase: QuotePhase) => `quote-${phase}`;

type FollowUpTemplate = Pick<EmailTemplate, "subject" | "htmlContent" | "textContent">;

/**
 * The one composition of a follow-up e-mail, in the branded layout: what the preview shows is what
 * queueFollowUp queues. The message is trimmed here, so both see the same note (or none). Mail to
 * an unverified address (the automatic thank-you) carries no visitor text (unverified-mail.ts).
 */
export function renderFollowUp(
  template: FollowUpTemplate,
  quote: FollowUpQuote,
  customMessage?: string | null,
  toUnverifiedAddress = false,
  extra: Pick<EmailContent, "unsubscribeUrl"> = {},
): Promise<ComposedEmail> {
  const values = followUpValues(quote, customMessage?.trim() || null);
  if (!toUnverifiedAddress) return composeTemplate(template, values, undefined, extra);
  return composeTemplate(
    templateForUnverifiedAddress(template),
    valuesWithoutVisitorText(values),
    subjectWithoutVisitorText,
    extra,
  );
}

/** The phase's active template; a phase without one is a configuration problem (409). */
export async function templateForPhase(db: Kysely<Database>, phase: QuotePhase): Promise<EmailTemplate> {
  const template = await findActiveTemplateForPhase(db, phase);
  if (!template) throw new TemplateMissing(phase);
  return template;
}

/**
 * Must run inside the transaction that records the reason for the follow-up. The automatic
 * thank-you passes `toUnverifiedAddress`, which keeps visitor text out of it.
 */
export async function queueFollowUp(
  trx: Kysely<Database>,
  quote: FollowUpQuote,
  phase: QuotePhase,
  customMessage?: string | null,
  toUnverifiedAddress = false,
): Promise<QueuedFollowUp> {
  const template = await templateForPhase(trx, phase);
  const rendered = await renderFollowUp(template, quote, customMessage, toUnverifiedAddress);
  const followUpId = await insertFollowUp(trx, {
    quoteId: quote.id,
    phase,
    customMessage: customMessage?.trim() || null,
  });
  const outboxId = await queueCustomerEmail(trx, rendered, {
    toAddress: quote.email,
    tag: followUpTag(phase),
    quoteId: quote.id,
    quoteFollowUpId: followUpId,
  });
  return { followUpId, outboxId };
}
