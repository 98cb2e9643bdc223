/**
 * Accepting a lead of either type: the lead, its outbox messages and the idempotency record are
 * committed together before anything is sent, so a lead is never lost and never duplicated. A
 * first attempt counts against the per-IP limit; a replay does not.
 *
 * Suspected spam is stored with is_spam and a reason; the caller still queues the business
 * notification (so a wrongly flagged real lead reaches a person) but nothing to the address the
 * sender typed, and nothing either unless the form token measured the fill time (LeadTrust).
 */
import type { Kysely } from "kysely";
import type { Database, LeadSourceColumns } from "../db/schema";
import type { LeadSource } from "../../shared/schemas/lead-fields";
import { checkFormToken } from "./form-token";
import { runIdempotent } from "./idempotency.service";
import { enforceLeadRateLimit } from "./rate-limit.service";
import { screenForSpam, type SpamVerdict } from "./spam";

export interface LeadSubmission {
  /** Client IP, the key of the per-IP rate limit. */
  ip: string;
  idempotencyKey?: string;
  /** A classic form post (no JavaScript), which has no form token to send. */
  plainForm?: boolean;
}

export interface AcceptedLead {
  id: number;
  /** True when this is the stored outcome of an earlier request with the same key. */
  replayed: boolean;
  /** Outbox rows queued by this request, to hand to delivery once committed. */
  queuedOutboxIds: string[];
}

/** The signals every lead form sends besides its fields. */
export interface LeadExtras {
  website: string;
  formFillMs?: number;
  formToken?: string;
  leadSource?: LeadSource;
}

/**
 * Whether the lead earned an automatic e-mail to the address it names: not spam, and its fill
 * time measured by our own token. A no-JavaScript post is stored unflagged but earns none.
 */
export interface LeadTrust {
  mayMailVisitor: boolean;
}

/** Stores the lead inside the transaction; returns its id and the outbox rows it queued. */
export type StoreLead = (
  trx: Kysely<Database>,
  screening: SpamVerdict & LeadSourceColumns,
  trust: LeadTrust,
) => Promise<{ id: number; queuedOutboxIds: string[] }>;

export function leadSourceColumns(source: LeadSource | undefined): LeadSourceColumns {
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

export async function acceptLead(
  db: Kysely<Database>,
  scope: "contact" | "quote",
  request: LeadExtras,
  submission: LeadSubmission,
  store: StoreLead,
): Promise<AcceptedLead> {
  const formToken = await checkFormToken(request.formToken);
  const verdict = screenForSpam({ ...request, formToken, plainForm: submission.plainForm ?? false });
  const screening = { ...verdict, ...leadSourceColumns(request.leadSource) };
  const trust = { mayMailVisitor: !verdict.isSpam && formToken.status === "measured" };
  const { outcome, replayed, result } = await runIdempotent(db, {
    scope,
    key: submission.idempotencyKey,
    request,
    beforeFirstAttempt: () => enforceLeadRateLimit(db, submission.ip),
    work: async (trx) => {
      const stored = await store(trx, screening, trust);
      return { outcome: { id: stored.id }, result: stored.queuedOutboxIds };
    },
  });
  return { id: outcome.id, replayed, queuedOutboxIds: result ?? [] };
}
