/**
 * Sending a follow-up step (issue 22, decision 040): the stop rules checked at send time, the one
 * composition of a step's e-mail (template, placeholders, the proposal's link, unsubscribe link and
 * headers), and the scheduler's work for one due enrolment.
 */
import type { Kysely } from "kysely";
import type { Database, Quote } from "../db/schema";
import { businessDayOf } from "../../shared/business-calendar";
import type { FollowUpSettings, FollowUpStep } from "../../shared/schemas/follow-ups";
import { followUpStrings, type StopReason } from "../../shared/strings/follow-ups";
import { escapeHtml } from "../email/render";
import { suppressionsOf } from "../email/suppressions.repository";
import { getEnv } from "../env";
import { proposalPath, recoverToken } from "../proposals/proposal-token";
import { renderTemplateMail } from "../email/template-mail";
import { findQuote } from "../quotes/quotes.repository";
import {
  findSequence,
  insertSend,
  latestSentVersion,
  setSendOutbox,
  updateEnrolment,
  type Enrolment,
  type Sequence,
} from "./follow-ups.repository";
import { changeAfterSend, decideDueStep, isDueAt } from "./plan";
import { queueUnsubscribableEmail } from "./unsubscribe";

export const FOLLOW_UP_TAG = "follow-up";

/** Why nothing more may go to this lead in this sequence, if anything; checked at send time. */
export async function stopReasonFor(
  db: Kysely<Database>,
  sequence: Sequence | undefined,
  quote: Quote | undefined,
  now: Date,
): Promise<StopReason | undefined> {
  if (!sequence?.isActive || !quote) return "sequence-off";
  if (quote.status === "completed" || quote.status === "cancelled") return quote.status;
  if (quote.isSpam) return "spam";
  if (sequence.trigger === "quote-requested" && quote.status !== "new") return "status-changed";
  if (sequence.trigger === "proposal-sent") {
    if (quote.wonAt) return "accepted";
    if (quote.lostAt) return "declined";
    const version = await latestSentVersion(db, quote.id);
    if (version?.status !== "sent") return "proposal-closed";
    // Past its valid-until day (in the business's zone) it is expired, though no job has marked it.
    if (version.validUntil.toISOString().slice(0, 10) < businessDayOf(now)) return "proposal-closed";
  }
  const suppressions = await suppressionsOf(db, quote.email);
  if (suppressions.some((row) => row.reason === "unsubscribed")) return "unsubscribed";
  if (suppressions.length > 0) return "bounced";
  return undefined;
}

/** The step's template with the proposal's link under it, when the sequence is about a proposal. */
async function templateOf(db: Kysely<Database>, sequence: Sequence, step: FollowUpStep, quoteId: number) {
  if (sequence.trigger !== "proposal-sent") return step;
  const version = await latestSentVersion(db, quoteId);
  const token = version && recoverToken(version);
  if (!token) return step;
  const url = `${getEnv().SITE_URL.replace(/\/+$/, "")}${proposalPath(token)}`;
  const label = followUpStrings.email.proposalLink;
  return {
    ...step,
    // The address is the link text too, so the plain-text twin (derived from the HTML) keeps it.
    htmlContent: `${step.htmlContent}<p>${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    textContent: step.textContent ? `${step.textContent}\n\n${label}: ${url}` : null,
  };
}

/**
 * Queues step `index` to the quote's customer through the outbox, once per (lead, step, local
 * day): a second attempt the same day (a run that died after committing, a double Send now) finds
 * the send row and queues nothing. Returns the outbox id, or undefined when it was already sent.
 * A quote request's address is unverified, so its reminder carries no visitor text (036b).
 */
export async function queueStep(
  trx: Kysely<Database>,
  enrolment: Enrolment,
  sequence: Sequence,
  quote: Quote,
  index: number,
  now: Date,
  byOwner: boolean,
): Promise<string | undefined> {
  const step = sequence.steps[index]!;
  const send = await insertSend(trx, {
    enrolmentId: enrolment.id,
    quoteId: quote.id,
    sequenceId: sequence.id,
    stepId: step.id,
    stepNumber: index + 1,
    localDay: businessDayOf(now),
    byOwner,
  });
  if (!send) return undefined;
  const template = await templateOf(trx, sequence, step, quote.id);
  const outboxId = await queueUnsubscribableEmail(trx, quote, FOLLOW_UP_TAG, (unsubscribeUrl) =>
    renderTemplateMail(template, quote, null, sequence.trigger === "quote-requested", { unsubscribeUrl }),
  );
  await setSendOutbox(trx, send.id, outboxId);
  return outboxId;
}

/** Moves the enrolment past step `index`: the next step no sooner than the next business day. */
export function advancePast(
  trx: Kysely<Database>,
  enrolment: Enrolment,
  sequence: Sequence,
  index: number,
  now: Date,
  settings: FollowUpSettings,
  paused = false,
) {
  const change = changeAfterSend(sequence.steps, index, enrolment.anchorAt, now, settings);
  const held = paused && change.status !== "finished";
  return updateEnrolment(trx, enrolment.id, held ? { nextStep: change.nextStep, nextDueAt: null } : change);
}

export type SendOutcome = "sent" | "stopped" | "deferred" | "finished" | "skipped";

/**
 * The scheduler's work for one due enrolment, inside its transaction with the row locked: stop it
 * if a stop rule now holds, wait for business hours, or queue its step and plan the next one.
 */
export async function sendDueStep(
  trx: Kysely<Database>,
  enrolment: Enrolment,
  now: Date,
  settings: FollowUpSettings,
): Promise<SendOutcome> {
  if (!isDueAt(enrolment, now)) return "skipped";
  const sequence = await findSequence(trx, enrolment.sequenceId);
  const quote = await findQuote(trx, enrolment.quoteId);
  const reason = await stopReasonFor(trx, sequence, quote, now);
  if (reason) {
    await updateEnrolment(trx, enrolment.id, { status: "stopped", stopReason: reason, nextDueAt: null });
    return "stopped";
  }
  const decision = decideDueStep(enrolment, sequence!.steps, now, settings);
  if (decision.outcome === "sent") await queueStep(trx, enrolment, sequence!, quote!, decision.index, now, false);
  await updateEnrolment(trx, enrolment.id, decision.change);
  return decision.outcome;
}
