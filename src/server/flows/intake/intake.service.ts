/**
 * Accepting a lead of either type: the lead, its outbox messages, the idempotency record and the
 * spending of its form token are committed together before anything is sent, so a lead is never
 * lost and never duplicated, and a token serves one lead. A first attempt counts against the
 * rate limit (per person, network and IPv6 /48); a replay does not, nor does it spend anything.
 *
 * Suspected spam is stored with is_spam and a reason; the caller still queues the business
 * notification (so a wrongly flagged real lead reaches a person) but nothing to the address the
 * sender typed, and nothing either unless the form token measured a human pace (LeadTrust).
 */
import type { Db, LeadSourceColumns } from "../../db/schema";
import type { LeadSource } from "../../../shared/schemas/lead-fields";
import { checkFormToken, type FormTokenCheck } from "../../intake/form-token";
import { spendFormToken } from "../../intake/form-token.repository";
import { runIdempotent } from "../../intake/idempotency.service";
import { queueFirstText } from "../sms/first-text";
import { enforceLeadRateLimit } from "../../intake/rate-limit.service";
import { humanPace, screenForSpam, type SpamVerdict } from "../../intake/spam";
import { textConsentColumns, type TextConsentRequest, type TextConsentValues } from "../../intake/text-consent";

export interface LeadSubmission {
  /** Client IP, a key of the rate limit. */
  ip: string;
  /** The browser's User-Agent, which its form token is bound to. */
  userAgent?: string | null;
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
  /** Alerts queued by this request (decision 039), to push once committed. */
  queuedAlertIds?: number[];
  /** Texts due now queued by this request (the first text, issue 32), to send once committed. */
  queuedTextIds?: string[];
  /**
   * Whether the visitor gets a booking link (issue 33): the same trust as the automatic e-mail
   * (not spam, our form token at a human pace). A replay answers what the first attempt earned.
   */
  mayBook: boolean;
}

/** The signals every lead form sends besides its fields, and its consent to texts. */
export interface LeadExtras extends TextConsentRequest {
  /** The visitor's address: with the IP, the rate limit's "person". */
  email: string;
  website: string;
  formFillMs?: number;
  formToken?: string;
  leadSource?: LeadSource;
}

/**
 * Whether the lead earned an automatic e-mail to the address it names: not spam, and a human pace
 * measured by our own token. A no-JavaScript post, or a fast (autofilled) one, is stored unflagged
 * but earns none.
 */
export interface LeadTrust {
  mayMailVisitor: boolean;
}

/** Stores the lead inside the transaction; returns its id and the outbox rows it queued. */
export type StoreLead = (
  trx: Db,
  screening: SpamVerdict & LeadSourceColumns & TextConsentValues,
  trust: LeadTrust,
) => Promise<{ id: number; queuedOutboxIds: string[]; queuedAlertIds: number[] }>;

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

/** A genuine token is spent by the lead it came with; one an earlier lead spent is "spent". */
async function spend(trx: Db, token: FormTokenCheck): Promise<FormTokenCheck> {
  if (token.status !== "measured" && token.status !== "too-young") return token;
  return (await spendFormToken(trx, token.tokenId, token.expiresAt)) ? token : { status: "spent" };
}

export async function acceptLead(
  db: Db,
  scope: "contact" | "quote",
  request: LeadExtras,
  submission: LeadSubmission,
  store: StoreLead,
): Promise<AcceptedLead> {
  const checked = await checkFormToken(request.formToken, { userAgent: submission.userAgent });
  const plainForm = submission.plainForm ?? false;
  const { outcome, replayed, result } = await runIdempotent(db, {
    scope,
    key: submission.idempotencyKey,
    // The token is a credential, not part of the lead: a retry may carry a fresh one.
    request: { ...request, formToken: undefined },
    beforeFirstAttempt: () => enforceLeadRateLimit(db, submission.ip, request.email),
    work: async (trx) => {
      const signals = { ...request, formToken: await spend(trx, checked), plainForm };
      const verdict = screenForSpam(signals);
      const trust = { mayMailVisitor: !verdict.isSpam && humanPace(signals) };
      const consent = textConsentColumns(request, submission);
      const stored = await store(trx, { ...verdict, ...leadSourceColumns(request.leadSource), ...consent }, trust);
      // The first text (issue 32, item 2): only with the thank-you's trust, and only with consent.
      const firstText = trust.mayMailVisitor ? await queueFirstText(trx, { kind: scope, id: stored.id }) : undefined;
      const result = { ...stored, queuedTextIds: firstText ? [firstText] : [] };
      return { outcome: { id: stored.id, mayBook: trust.mayMailVisitor }, result };
    },
  });
  return {
    id: outcome.id,
    replayed,
    queuedOutboxIds: result?.queuedOutboxIds ?? [],
    queuedAlertIds: result?.queuedAlertIds ?? [],
    queuedTextIds: result?.queuedTextIds ?? [],
    mayBook: outcome.mayBook === true,
  };
}
