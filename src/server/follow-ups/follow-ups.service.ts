/**
 * Follow-up sequences for one lead (issue 22 items 5-8, decision 040): enrolment when a trigger
 * happens, the stop rules (checked again under the enrolment's row lock at send time, so a reply
 * or an acceptance that arrives between planning and sending stops it), the one composition of a
 * step's e-mail (template, placeholders, unsubscribe link and headers), the lead page's schedule,
 * and the owner's Pause, Resume, Skip and Send now.
 *
 * Hooks for other features: call `stopFollowUps(trx, quoteId, reason)` inside the transaction that
 * records the fact (an inbound reply: "replied"; a booking: "booked").
 */
import type { Kysely } from "kysely";
import type { Database, Quote } from "../db/schema";
import { businessDayOf, isOpenAt, nextBusinessMoment } from "../../shared/business-calendar";
import { formatBusinessTime } from "../../shared/format";
import type {
  AdminEnrolment,
  EnrolmentAction,
  FollowUpSettings,
  FollowUpStep,
  PlannedStep,
  SequenceTrigger,
} from "../../shared/schemas/follow-ups";
import { followUpStrings, stopReasons, type StopReason } from "../../shared/strings/follow-ups";
import { escapeHtml, renderText } from "../email/render";
import { suppressionsOf } from "../email/suppressions.repository";
import { getEnv } from "../env";
import { FollowUpConflict, FollowUpNotFound } from "../errors";
import { proposalPath, recoverToken } from "../proposals/proposal-token";
import { followUpValues, renderFollowUp } from "../quotes/follow-ups.service";
import { findQuote } from "../quotes/quotes.repository";
import { calendarOf, readFollowUpSettings } from "./follow-up-settings";
import {
  activeSequencesFor,
  enrolmentsOfQuote,
  findSequence,
  insertSend,
  latestSentVersion,
  listSequences,
  lockEnrolment,
  sendsOfQuote,
  setSendOutbox,
  stopEnrolmentsOfQuote,
  updateEnrolment,
  upsertEnrolment,
  type Enrolment,
  type Sequence,
} from "./follow-ups.repository";
import { dayAfter, firstActiveStep, laterMoments, nextPlan } from "./plan";
import { scheduleReviewRequest } from "./review-requests";
import { queueUnsubscribableEmail } from "./unsubscribe";

export const FOLLOW_UP_TAG = "follow-up";

/** Enrols the quote in every sequence on for `trigger` (in the trigger's transaction). */
export async function enrolLead(
  trx: Kysely<Database>,
  quote: Pick<Quote, "id">,
  trigger: SequenceTrigger,
  now: Date,
): Promise<void> {
  const sequences = await activeSequencesFor(trx, trigger);
  if (sequences.length === 0) return;
  const settings = await readFollowUpSettings(trx);
  for (const sequence of sequences) {
    const plan = nextPlan(sequence.steps, 0, now, settings, now);
    await upsertEnrolment(trx, { quoteId: quote.id, sequenceId: sequence.id, anchorAt: now, ...plan });
  }
}

/**
 * Stops every running sequence of the quote, for `reason` (in the caller's transaction). The
 * scheduler takes the same row lock before sending, so once this commits nothing more goes.
 */
export function stopFollowUps(trx: Kysely<Database>, quoteId: number, reason: StopReason): Promise<number> {
  return stopEnrolmentsOfQuote(trx, quoteId, reason);
}

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
    renderFollowUp(template, quote, null, sequence.trigger === "quote-requested", { unsubscribeUrl }),
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
  const plan = nextPlan(sequence.steps, index + 1, enrolment.anchorAt, settings, dayAfter(now, settings));
  if (plan.nextDueAt === null) return updateEnrolment(trx, enrolment.id, { status: "finished", ...plan });
  return updateEnrolment(trx, enrolment.id, paused ? { nextStep: plan.nextStep, nextDueAt: null } : plan);
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
  if (enrolment.status !== "active" || !enrolment.nextDueAt || enrolment.nextDueAt > now) return "skipped";
  const sequence = await findSequence(trx, enrolment.sequenceId);
  const quote = await findQuote(trx, enrolment.quoteId);
  const reason = await stopReasonFor(trx, sequence, quote, now);
  if (reason) {
    await updateEnrolment(trx, enrolment.id, { status: "stopped", stopReason: reason, nextDueAt: null });
    return "stopped";
  }
  const calendar = calendarOf(settings);
  if (!isOpenAt(now, calendar)) {
    await updateEnrolment(trx, enrolment.id, { nextDueAt: nextBusinessMoment(now, calendar) });
    return "deferred";
  }
  const index = firstActiveStep(sequence!.steps, enrolment.nextStep);
  if (index === undefined) {
    await updateEnrolment(trx, enrolment.id, { status: "finished", nextDueAt: null });
    return "finished";
  }
  await queueStep(trx, enrolment, sequence!, quote!, index, now, false);
  await advancePast(trx, enrolment, sequence!, index, now, settings);
  return "sent";
}

/* The lead page */

function plannedSteps(
  enrolment: Enrolment,
  sequence: Sequence,
  sent: Map<string, Date>,
  settings: FollowUpSettings,
): PlannedStep[] {
  const active = sequence.steps.map((step, index) => ({ step, index })).filter(({ step }) => step.isActive);
  const running = enrolment.status === "active" || enrolment.status === "paused";
  const next = running ? firstActiveStep(sequence.steps, enrolment.nextStep) : undefined;
  const later =
    next !== undefined && enrolment.nextDueAt
      ? laterMoments(sequence.steps, next, enrolment.nextDueAt, enrolment.anchorAt, settings)
      : new Map<number, Date>();
  return active.map(({ step, index }, rank) => {
    const base = { stepId: step.id, number: rank + 1, of: active.length, subject: step.subject };
    const sentAt = sent.get(step.id);
    if (sentAt) return { ...base, state: "sent" as const, dueAt: null, sentAt: sentAt.toISOString() };
    if (index === next) return { ...base, state: "next" as const, dueAt: enrolment.nextDueAt?.toISOString() ?? null };
    if (next === undefined || index < next) return { ...base, state: "not-sent" as const, dueAt: null };
    return { ...base, state: "later" as const, dueAt: running ? (later.get(index)?.toISOString() ?? null) : null };
  });
}

export async function followUpsOfQuote(db: Kysely<Database>, quoteId: number, now: Date): Promise<AdminEnrolment[]> {
  const [enrolments, sequences, sends, settings, quote] = await Promise.all([
    enrolmentsOfQuote(db, quoteId),
    listSequences(db),
    sendsOfQuote(db, quoteId),
    readFollowUpSettings(db),
    findQuote(db, quoteId),
  ]);
  const result: AdminEnrolment[] = [];
  for (const enrolment of enrolments) {
    const sequence = sequences.find((candidate) => candidate.id === enrolment.sequenceId);
    if (!sequence) continue;
    const sent = new Map(
      sends.filter((row) => row.enrolmentId === enrolment.id).map((row) => [row.stepId, row.createdAt] as const),
    );
    const running = enrolment.status === "active" || enrolment.status === "paused";
    const blocked = running ? await stopReasonFor(db, sequence, quote, now) : undefined;
    result.push({
      id: enrolment.id,
      sequenceId: sequence.id,
      sequenceName: sequence.name,
      status: enrolment.status,
      stopReason: enrolment.stopReason
        ? (stopReasons[enrolment.stopReason as StopReason] ?? enrolment.stopReason)
        : null,
      blockedBy: blocked ? stopReasons[blocked] : null,
      // The subjects as the customer will read them, placeholders filled in.
      steps: plannedSteps(enrolment, sequence, sent, settings).map((step) =>
        quote ? { ...step, subject: renderText(step.subject, followUpValues(quote, null)) } : step,
      ),
    });
  }
  return result;
}

/** "Reminder 2 of 3 on Thu Mar 12, 9:00 AM ET": the line the lead page shows for the next step. */
export function describeNext(enrolment: AdminEnrolment): string | undefined {
  const next = enrolment.steps.find((step) => step.state === "next");
  if (!next?.dueAt) return undefined;
  const text = followUpStrings.panel;
  return `${text.reminder(next.number, next.of)} ${text.on(formatBusinessTime(next.dueAt))}`;
}

/* The owner's buttons */

export interface EnrolmentChange {
  enrolments: AdminEnrolment[];
  queuedOutboxIds: string[];
}

/**
 * Pause, Resume, Skip or Send now, under the enrolment's row lock. Skip and Send now name the step
 * the owner saw (`stepId`): when it is no longer the next one (a double click, the scheduler sent
 * it meanwhile) the answer is 409 and nothing happens twice. Send now goes at once, outside
 * business hours too (the owner's own decision), but never past a stop rule.
 */
export async function changeEnrolment(
  db: Kysely<Database>,
  enrolmentId: number,
  action: EnrolmentAction,
  stepId: string | undefined,
  now: Date,
): Promise<EnrolmentChange> {
  const { quoteId, queuedOutboxIds } = await db
    .transaction()
    .execute((trx) => changeLocked(trx, enrolmentId, action, stepId, now));
  return { enrolments: await followUpsOfQuote(db, quoteId, now), queuedOutboxIds };
}

async function changeLocked(
  trx: Kysely<Database>,
  enrolmentId: number,
  action: EnrolmentAction,
  stepId: string | undefined,
  now: Date,
): Promise<{ quoteId: number; queuedOutboxIds: string[] }> {
  const enrolment = await lockEnrolment(trx, enrolmentId);
  if (!enrolment) throw new FollowUpNotFound(enrolmentId);
  const quoteId = enrolment.quoteId;
  const sequence = await findSequence(trx, enrolment.sequenceId);
  if (!sequence) throw new FollowUpNotFound(enrolmentId);
  const settings = await readFollowUpSettings(trx);
  const m = followUpStrings.messages;
  const running = enrolment.status === "active" || enrolment.status === "paused";
  if (action === "pause") {
    if (enrolment.status !== "active") throw new FollowUpConflict(m.notActive);
    await updateEnrolment(trx, enrolment.id, { status: "paused", nextDueAt: null });
    return { quoteId, queuedOutboxIds: [] };
  }
  if (action === "resume") {
    if (enrolment.status !== "paused") throw new FollowUpConflict(m.notPaused);
    const plan = nextPlan(sequence.steps, enrolment.nextStep, enrolment.anchorAt, settings, now);
    await updateEnrolment(trx, enrolment.id, { status: plan.nextDueAt ? "active" : "finished", ...plan });
    return { quoteId, queuedOutboxIds: [] };
  }
  const index = running ? firstActiveStep(sequence.steps, enrolment.nextStep) : undefined;
  if (index === undefined) throw new FollowUpConflict(running ? m.stepMissing : m.notActive);
  if (stepId !== undefined && sequence.steps[index]!.id !== stepId) throw new FollowUpConflict(m.stepMissing);
  const paused = enrolment.status === "paused";
  if (action === "skip") {
    await advancePast(trx, enrolment, sequence, index, now, settings, paused);
    return { quoteId, queuedOutboxIds: [] };
  }
  const quote = await findQuote(trx, quoteId);
  const reason = await stopReasonFor(trx, sequence, quote, now);
  if (reason) throw new FollowUpConflict(stopReasons[reason]);
  const outboxId = await queueStep(trx, enrolment, sequence, quote!, index, now, true);
  if (!outboxId) throw new FollowUpConflict(m.stepMissing);
  await advancePast(trx, enrolment, sequence, index, now, settings, paused);
  return { quoteId, queuedOutboxIds: [outboxId] };
}

/**
 * A status the owner set: completed or cancelled stops every sequence of the quote, and completed
 * plans the customer's review request (once per customer). In the status change's transaction.
 */
export async function followUpsOnStatus(trx: Kysely<Database>, quote: Quote, now: Date): Promise<void> {
  if (quote.status !== "completed" && quote.status !== "cancelled") return;
  await stopFollowUps(trx, quote.id, quote.status);
  if (quote.status === "completed") await scheduleReviewRequest(trx, quote, now);
}
