/**
 * The template lookup: the active template of a quote phase, the values of its placeholders for a
 * quote, and the one composition of an e-mail written from a template in the branded layout. Phase
 * mail (quotes/phase-mail.service.ts), the follow-up sequences' steps (follow-ups/step-send.service.ts)
 * and the console's template preview and test all use it.
 */
import type { Db, EmailTemplate, Quote } from "../db/schema";
import {
  contactPromiseFor,
  labelFor,
  projectTypeOptions,
  type ProjectType,
  type QuotePhase,
} from "../../shared/options";
import { site } from "../../shared/site";
import type { FollowUpPlaceholder } from "../../shared/schemas/email-template";
import { leadBookingUrl } from "../booking/booking-token";
import { TemplateMissing } from "../errors";
import {
  subjectWithoutVisitorText,
  templateForUnverifiedAddress,
  valuesWithoutVisitorText,
} from "../intake/unverified-mail";
import { composeTemplate, type ComposedEmail, type EmailContent } from "./compose";
import { findActiveTemplateForPhase } from "./templates.repository";

/** What a template's placeholders read of the quote. */
export type TemplateQuote = Pick<
  Quote,
  "id" | "firstName" | "lastName" | "email" | "projectType" | "address" | "city" | "state" | "preferredContactMethod"
>;

/** The values of the template placeholders (their names are the editor's list, one source). */
export function templateValues(
  quote: TemplateQuote,
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
    bookingLink: leadBookingUrl({ kind: "quote", id: quote.id }),
    // Derived from an option, never typed by the visitor, so the automatic thank-you may carry it (issue 34).
    contactPromise: contactPromiseFor(quote.preferredContactMethod),
  };
}

/** The phase's active template; a phase without one is a configuration problem (409). */
export async function templateForPhase(db: Db, phase: QuotePhase): Promise<EmailTemplate> {
  const template = await findActiveTemplateForPhase(db, phase);
  if (!template) throw new TemplateMissing(phase);
  return template;
}

type MailTemplate = Pick<EmailTemplate, "subject" | "htmlContent" | "textContent">;

/**
 * The one composition of an e-mail written from a template, in the branded layout: what the preview
 * shows is what is queued. The message is trimmed here, so both see the same note (or none). Mail to
 * an unverified address (the automatic thank-you) carries no visitor text (unverified-mail.ts).
 */
export function renderTemplateMail(
  template: MailTemplate,
  quote: TemplateQuote,
  customMessage?: string | null,
  toUnverifiedAddress = false,
  extra: Pick<EmailContent, "unsubscribeUrl"> = {},
): Promise<ComposedEmail> {
  const values = templateValues(quote, customMessage?.trim() || null);
  if (!toUnverifiedAddress) return composeTemplate(template, values, undefined, extra);
  return composeTemplate(
    templateForUnverifiedAddress(template),
    valuesWithoutVisitorText(values),
    subjectWithoutVisitorText,
    extra,
  );
}
