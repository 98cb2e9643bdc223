/**
 * A quote request from the quote form: stored with status 'new' and phase 'phase-1' (set here,
 * never taken from the request), the business notified, and the customer's phase-1 thank-you
 * queued when the lead earned it (not spam, fill time measured) and the limits on automatic mail
 * allow it (intake/auto-mail-policy.ts).
 */
import type { Db, NewQuote, Quote } from "../../db/schema";
import { acceptLead, type AcceptedLead, type LeadSubmission } from "./intake.service";
import {
  optionLabel,
  queueBusinessNotification,
  renderNotification,
  subjectParts,
  URGENT_SUBJECT,
} from "./lead-notification";
import { projectTypeOptions } from "../../../shared/options";
import type { QuoteRequest } from "../../../shared/schemas/quote";
import { QUOTE_FIELDS, type QuoteFieldName } from "../../../shared/schemas/quote-fields";
import { claimLeadPhotos } from "../../lead-photos/lead-photos.service";
import { queueThankYou } from "../../quotes/quote-mail.service";
import { enrolLead } from "../../follow-ups/follow-ups.service";
import { insertQuote } from "../../quotes/quotes.repository";
import { queueLeadAlert } from "../../alerts/lead-alert";
import { queueAlertTexts } from "../sms/alert-texts";

function quoteColumns(request: QuoteRequest): Pick<NewQuote, QuoteFieldName> {
  const columns = QUOTE_FIELDS.map(({ name, defaultValue }) => [name, request[name] ?? defaultValue ?? null]);
  return Object.fromEntries(columns) as Pick<NewQuote, QuoteFieldName>;
}

/** What an urgent quote's subject says after URGENT (its urgency is "active leak or damage"). */
const URGENT_QUOTE_REASON = "active leak";

/** "URGENT · active leak · Montclair · Ada Bell, Repair" or "New quote request from Ada Bell: Repair, Montclair NJ". */
function quoteSubject(quote: Quote, name: string, projectType: string | null): string {
  if (quote.urgency === "urgent") {
    return subjectParts(URGENT_SUBJECT, URGENT_QUOTE_REASON, quote.city, `${name}, ${projectType}`);
  }
  return `New quote request from ${name}: ${projectType}, ${quote.city} ${quote.state}`;
}

function quoteNotification(quote: Quote) {
  const name = `${quote.firstName} ${quote.lastName}`;
  const projectType = optionLabel(projectTypeOptions, quote.projectType);
  return renderNotification(
    quoteSubject(quote, name, projectType),
    `${name} requested a free quote (quote #${quote.id}, ${quote.phase}). Reply to this e-mail to answer them.`,
    QUOTE_FIELDS.map(({ label, name: field, options }): [string, string | null] => {
      const value = quote[field];
      return [label, options ? optionLabel(options, value) : value];
    }),
    { ...quote, kind: "quote" },
  );
}

export async function submitQuote(db: Db, request: QuoteRequest, submission: LeadSubmission): Promise<AcceptedLead> {
  return acceptLead(db, "quote", request, submission, async (trx, screening, trust) => {
    const quote = await insertQuote(trx, { ...quoteColumns(request), status: "new", phase: "phase-1", ...screening });
    await claimLeadPhotos(trx, quote.id, request.formToken, request.photos);
    const queuedOutboxIds = [
      await queueBusinessNotification(trx, quoteNotification(quote), {
        replyTo: quote.email,
        tag: "quote-notification",
        quoteId: quote.id,
      }),
    ];
    if (trust.mayMailVisitor) {
      const thankYou = await queueThankYou(trx, quote);
      if (thankYou) queuedOutboxIds.push(thankYou);
      await enrolLead(trx, quote, "quote-requested", quote.createdAt);
    }
    const alertId = await queueLeadAlert(trx, {
      kind: "quote",
      id: quote.id,
      firstName: quote.firstName,
      lastName: quote.lastName,
      service: optionLabel(projectTypeOptions, quote.projectType),
      town: quote.city,
      emergency: quote.urgency === "urgent",
      isSpam: quote.isSpam,
    });
    await queueAlertTexts(trx, alertId);
    return { id: quote.id, queuedOutboxIds, queuedAlertIds: alertId ? [alertId] : [] };
  });
}
