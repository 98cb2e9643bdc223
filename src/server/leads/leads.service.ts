/**
 * Accepting a lead (contact or quote): the lead, its outbox messages and the idempotency record
 * are committed together before anything is sent, so a lead is never lost and never duplicated.
 *
 * Suspected spam is stored with is_spam and a reason. For it, the business notification is still
 * queued (subject prefixed "[Possible spam]") so a wrongly flagged real lead still reaches a
 * person, but nothing is sent to the address the sender typed (no thank-you to bot-typed victims).
 */
import type { Kysely } from "kysely";
import type { ContactSubmission, Database, Quote } from "../db/schema";
import type { ContactRequest } from "../../shared/schemas/contact";
import type { LeadSource } from "../../shared/schemas/lead-fields";
import type { QuoteRequest } from "../../shared/schemas/quote";
import { DEFAULT_CONTACT_METHOD, DEFAULT_URGENCY } from "../../shared/options";
import { leadApiMessages } from "../../shared/strings/leads";
import { getEnv } from "../env";
import { insertOutboxMessage } from "../email/outbox.repository";
import { runIdempotent } from "../idempotency/idempotency.service";
import { MissingTemplateError, queueFollowUp } from "../quotes/follow-ups.service";
import { enforceRateLimit } from "../rate-limit/rate-limit.service";
import { insertContactSubmission, insertQuote } from "./leads.repository";
import { contactNotification, quoteNotification, type RenderedEmail } from "./notification";
import { screenForSpam } from "./spam";

export interface LeadContext {
  /** Client IP, the key of the per-IP rate limit. */
  ip: string;
  idempotencyKey?: string;
}

export interface LeadOutcome {
  status: number;
  body: unknown;
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
  /** Outbox rows queued by this request, to be sent right after commit. */
  outboxIds: string[];
}

const idempotencyMessages = {
  invalidKey: leadApiMessages.idempotencyKeyInvalid,
  reusedKey: leadApiMessages.idempotencyKeyReused,
};

function leadSourceColumns(source: LeadSource | undefined) {
  return {
    sourceLandingPage: source?.landingPage ?? null,
    sourceReferrer: source?.referrer ?? null,
    utmSource: source?.utmSource ?? null,
    utmMedium: source?.utmMedium ?? null,
    utmCampaign: source?.utmCampaign ?? null,
    utmTerm: source?.utmTerm ?? null,
    utmContent: source?.utmContent ?? null,
  };
}

/** Buckets of the per-IP lead limit are keyed `lead:<ip>`. */
export const LEAD_RATE_LIMIT_PREFIX = "lead:";

function rateLimitFor(ip: string) {
  const env = getEnv();
  return (db: Kysely<Database>) =>
    enforceRateLimit(
      db,
      `${LEAD_RATE_LIMIT_PREFIX}${ip}`,
      { limit: env.LEAD_RATE_LIMIT, windowSeconds: env.LEAD_RATE_WINDOW_SECONDS },
      (seconds) => leadApiMessages.rateLimited(Math.ceil(seconds / 60)),
    );
}

async function queueBusinessNotification(
  trx: Kysely<Database>,
  email: RenderedEmail,
  lead: { replyTo: string; tag: string; contactSubmissionId?: number; quoteId?: number },
): Promise<string> {
  const env = getEnv();
  return insertOutboxMessage(trx, {
    toAddress: env.BUSINESS_EMAIL,
    fromAddress: env.EMAIL_FROM,
    replyTo: lead.replyTo,
    ...email,
    tag: lead.tag,
    contactSubmissionId: lead.contactSubmissionId ?? null,
    quoteId: lead.quoteId ?? null,
    nextAttemptAt: new Date(),
  });
}

export async function submitContact(
  db: Kysely<Database>,
  request: ContactRequest,
  context: LeadContext,
): Promise<LeadOutcome> {
  const { website, formFillMs, leadSource, ...fields } = request;
  const spam = screenForSpam({ website, formFillMs });
  const outcome = await runIdempotent(db, {
    scope: "contact",
    key: context.idempotencyKey,
    request,
    messages: idempotencyMessages,
    beforeFirstAttempt: () => rateLimitFor(context.ip)(db),
    work: async (trx) => {
      const contact: ContactSubmission = await insertContactSubmission(trx, {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone ?? null,
        serviceType: fields.serviceType ?? null,
        message: fields.message,
        status: "new",
        ...leadSourceColumns(leadSource),
        ...spam,
      });
      const notificationId = await queueBusinessNotification(trx, contactNotification(contact), {
        replyTo: contact.email,
        tag: "contact-notification",
        contactSubmissionId: contact.id,
      });
      return { response: { status: 201, body: { id: contact.id } }, result: [notificationId] };
    },
  });
  return { ...outcome.response, replayed: outcome.replayed, outboxIds: outcome.result ?? [] };
}

export async function submitQuote(
  db: Kysely<Database>,
  request: QuoteRequest,
  context: LeadContext,
): Promise<LeadOutcome> {
  const { website, formFillMs, leadSource, ...fields } = request;
  const spam = screenForSpam({ website, formFillMs });
  const outcome = await runIdempotent(db, {
    scope: "quote",
    key: context.idempotencyKey,
    request,
    messages: idempotencyMessages,
    beforeFirstAttempt: () => rateLimitFor(context.ip)(db),
    work: async (trx) => {
      const quote: Quote = await insertQuote(trx, {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone ?? null,
        address: fields.address,
        city: fields.city,
        state: fields.state,
        zipCode: fields.zipCode,
        projectType: fields.projectType,
        roofSize: fields.roofSize ?? null,
        urgency: fields.urgency ?? DEFAULT_URGENCY,
        budgetRange: fields.budgetRange ?? null,
        description: fields.description ?? null,
        preferredContactMethod: fields.preferredContactMethod ?? DEFAULT_CONTACT_METHOD,
        bestTimeToContact: fields.bestTimeToContact ?? null,
        // Set here, never taken from the request (SPEC §9 defaults).
        status: "new",
        phase: "phase-1",
        ...leadSourceColumns(leadSource),
        ...spam,
      });
      const outboxIds = [
        await queueBusinessNotification(trx, quoteNotification(quote), {
          replyTo: quote.email,
          tag: "quote-notification",
          quoteId: quote.id,
        }),
      ];
      if (!spam.isSpam) {
        const thankYou = await queueThankYou(trx, quote);
        if (thankYou) outboxIds.push(thankYou);
      }
      return { response: { status: 201, body: { id: quote.id } }, result: outboxIds };
    },
  });
  return { ...outcome.response, replayed: outcome.replayed, outboxIds: outcome.result ?? [] };
}

/** The customer's phase-1 thank-you. A missing template must not cost the lead: log and go on. */
async function queueThankYou(trx: Kysely<Database>, quote: Quote): Promise<string | undefined> {
  try {
    return (await queueFollowUp(trx, quote, "phase-1")).outboxId;
  } catch (error) {
    if (!(error instanceof MissingTemplateError)) throw error;
    console.error(`[leads] quote ${quote.id}: ${error.message} The quote is stored; no thank-you was queued.`);
    return undefined;
  }
}
