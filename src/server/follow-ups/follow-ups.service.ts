/**
 * Follow-up sequences for one lead (issue 22 items 5-8, decision 040): enrolment when a trigger
 * happens, stopping, the lead page's schedule, and the owner's Pause, Resume, Skip and Send now.
 * Sending a step (the stop rules checked again under the enrolment's row lock, so a reply or an
 * acceptance that arrives between planning and sending stops it; the step's e-mail) is
 * step-send.service.ts.
 *
 * Hooks: `stopFollowUps(trx, quoteId, reason)` in the transaction that records the fact (a reply, a booking);
 * a question about the proposal only pauses them (`pauseForQuestion`) until the owner answers.
 */
import type { Db, Quote } from "../db/schema";
import { formatBusinessTime } from "../../shared/format";
import type {
  AdminEnrolment,
  EnrolmentAction,
  FollowUpSettings,
  PlannedStep,
  SequenceTrigger,
} from "../../shared/schemas/follow-ups";
import { followUpStrings, stopReasons, type StopReason } from "../../shared/strings/follow-ups";
import { renderText } from "../email/render";
import { FollowUpConflict, FollowUpNotFound } from "../errors";
import { templateValues } from "../email/template-mail";
import { findQuote } from "../quotes/quotes.repository";
import { readFollowUpSettings } from "./follow-up-settings";
import {
  activeSequencesFor,
  enrolmentsOfQuote,
  findSequence,
  listSequences,
  lockEnrolment,
  lockEnrolmentsPausedFor,
  pauseEnrolmentsOfQuote,
  sendsOfQuote,
  stopEnrolmentsOfQuote,
  updateEnrolment,
  upsertEnrolment,
  type Enrolment,
  type Sequence,
} from "./follow-ups.repository";
import { dayAfter, firstActiveStep, firstPlan, laterMoments, nextPlan } from "./plan";
import { scheduleReviewRequest } from "./review-requests";
import { advancePast, queueStep, stopReasonFor, type QueuedStep, type StepTexter } from "./step-send.service";

/** Enrols the quote in every sequence on for `trigger` (in the trigger's transaction); "invoice-sent": for `invoiceId`. */
export async function enrolLead(
  trx: Db,
  quote: Pick<Quote, "id">,
  trigger: SequenceTrigger,
  now: Date,
  invoiceId: number | null = null,
): Promise<void> {
  const sequences = await activeSequencesFor(trx, trigger);
  if (sequences.length === 0) return;
  const settings = await readFollowUpSettings(trx);
  for (const sequence of sequences) {
    const plan = firstPlan(sequence.steps, now, settings);
    await upsertEnrolment(trx, { quoteId: quote.id, sequenceId: sequence.id, invoiceId, anchorAt: now, ...plan });
  }
}

/**
 * Stops the quote's running sequences for `reason`, in the caller's transaction (an unpaid invoice's reminders go
 * on unless the quote is cancelled or the customer wrote: decision 050); the scheduler takes the same row lock.
 */
export function stopFollowUps(trx: Db, quoteId: number, reason: StopReason): Promise<number> {
  return stopEnrolmentsOfQuote(trx, quoteId, reason, reason !== "cancelled" && reason !== "replied");
}

/** Why an enrolment is paused when the customer asked and the owner has not answered yet. */
export const AWAITING_ANSWER = "awaiting-answer" satisfies StopReason;

/** A customer's question (issue 34 item 9): the running reminders wait, in the question's transaction. */
export function pauseForQuestion(trx: Db, quoteId: number): Promise<number> {
  return pauseEnrolmentsOfQuote(trx, quoteId, AWAITING_ANSWER);
}

/**
 * The owner answered: the reminders paused for the question go on with their own schedule (each
 * step at its planned moment from the trigger), none sooner than the business day after the
 * answer. A pause the owner made by hand stays. Returns how many went on.
 */
export async function resumeAfterAnswer(db: Db, quoteId: number, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const paused = await lockEnrolmentsPausedFor(trx, quoteId, AWAITING_ANSWER);
    if (paused.length === 0) return 0;
    const settings = await readFollowUpSettings(trx);
    for (const enrolment of paused) {
      const sequence = await findSequence(trx, enrolment.sequenceId);
      const plan = sequence
        ? nextPlan(sequence.steps, enrolment.nextStep, enrolment.anchorAt, settings, dayAfter(now, settings))
        : { nextStep: enrolment.nextStep, nextDueAt: null };
      const status = plan.nextDueAt ? "active" : "finished";
      await updateEnrolment(trx, enrolment.id, { status, stopReason: null, ...plan });
    }
    return paused.length;
  });
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

export async function followUpsOfQuote(db: Db, quoteId: number, now: Date): Promise<AdminEnrolment[]> {
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
    const blocked = running ? await stopReasonFor(db, sequence, quote, now, enrolment.invoiceId) : undefined;
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
        quote ? { ...step, subject: renderText(step.subject, templateValues(quote, null)) } : step,
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
  /** The step's e-mail and text, for delivery after commit. */
  queued: QueuedStep;
}

/**
 * Pause, Resume, Skip or Send now, under the enrolment's row lock. Skip and Send now name the step
 * the owner saw (`stepId`): when it is no longer the next one (a double click, the scheduler sent
 * it meanwhile) the answer is 409 and nothing happens twice. Send now goes at once, outside business hours
 * too (the owner's own decision; a text still waits out the customer's night), never past a stop rule.
 */
export async function changeEnrolment(
  db: Db,
  enrolmentId: number,
  action: EnrolmentAction,
  stepId: string | undefined,
  now: Date,
  texter?: StepTexter,
): Promise<EnrolmentChange> {
  const { quoteId, queued } = await db
    .transaction()
    .execute((trx) => changeLocked(trx, enrolmentId, action, stepId, now, texter));
  return { enrolments: await followUpsOfQuote(db, quoteId, now), queued };
}

async function changeLocked(
  trx: Db,
  enrolmentId: number,
  action: EnrolmentAction,
  stepId: string | undefined,
  now: Date,
  texter: StepTexter | undefined,
): Promise<{ quoteId: number; queued: QueuedStep }> {
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
    return { quoteId, queued: {} };
  }
  if (action === "resume") {
    if (enrolment.status !== "paused") throw new FollowUpConflict(m.notPaused);
    const plan = nextPlan(sequence.steps, enrolment.nextStep, enrolment.anchorAt, settings, now);
    const status = plan.nextDueAt ? "active" : "finished";
    await updateEnrolment(trx, enrolment.id, { status, stopReason: null, ...plan });
    return { quoteId, queued: {} };
  }
  const index = running ? firstActiveStep(sequence.steps, enrolment.nextStep) : undefined;
  if (index === undefined) throw new FollowUpConflict(running ? m.stepMissing : m.notActive);
  if (stepId !== undefined && sequence.steps[index]!.id !== stepId) throw new FollowUpConflict(m.stepMissing);
  const paused = enrolment.status === "paused";
  if (action === "skip") {
    await advancePast(trx, enrolment, sequence, index, now, settings, paused);
    return { quoteId, queued: {} };
  }
  const quote = await findQuote(trx, quoteId);
  const reason = await stopReasonFor(trx, sequence, quote, now, enrolment.invoiceId);
  if (reason) throw new FollowUpConflict(stopReasons[reason]);
  const queued = await queueStep(trx, enrolment, sequence, quote!, index, now, true, texter);
  if (!queued) throw new FollowUpConflict(m.stepMissing);
  await advancePast(trx, enrolment, sequence, index, now, settings, paused);
  return { quoteId, queued };
}

/**
 * A status the owner set: completed or cancelled stops every sequence of the quote, and completed
 * plans the customer's review request (once per customer). In the status change's transaction.
 */
export async function followUpsOnStatus(trx: Db, quote: Quote, now: Date): Promise<void> {
  if (quote.status !== "completed" && quote.status !== "cancelled") return;
  await stopFollowUps(trx, quote.id, quote.status);
  if (quote.status === "completed") await scheduleReviewRequest(trx, quote, now);
}
