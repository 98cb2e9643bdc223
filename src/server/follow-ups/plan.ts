/**
 * When each step of a sequence goes (decision 040): step k is planned `delayDays` business days
 * after the trigger, at the settings' local time (or the next business moment), and never on the
 * same business day as the step before it. The scheduler stores the next step's moment; the lead
 * page draws the rest from the same functions, so it shows exactly what will go when.
 */
import {
  addBusinessDays,
  atLocalTime,
  businessDayOf,
  isOpenAt,
  nextBusinessMoment,
  plannedMoment,
} from "../../shared/business-calendar";
import type { EnrolmentStatus } from "../db/follow-up-tables";
import type { FollowUpSettings, FollowUpStep } from "../../shared/schemas/follow-ups";
import { calendarOf } from "./follow-up-settings";

/** The first step turned on at or after `index`. */
export function firstActiveStep(steps: readonly FollowUpStep[], index: number): number | undefined {
  for (let i = Math.max(0, index); i < steps.length; i++) if (steps[i]!.isActive) return i;
  return undefined;
}

/** The opening of the business day after the one `sentAt` falls on: the earliest next reminder. */
export function dayAfter(sentAt: Date, settings: FollowUpSettings): Date {
  const calendar = calendarOf(settings);
  const nextDay = addBusinessDays(businessDayOf(sentAt, calendar), 1, calendar);
  return nextBusinessMoment(atLocalTime(nextDay, "00:00", calendar), calendar);
}

/** When `step` goes for a trigger at `anchor`, not before `floor` (a moment, moved into business hours). */
export function dueFor(anchor: Date, step: FollowUpStep, settings: FollowUpSettings, floor?: Date): Date {
  const calendar = calendarOf(settings);
  const planned = plannedMoment(anchor, step.delayDays, settings.sendAt, calendar);
  if (!floor) return planned;
  const earliest = nextBusinessMoment(floor, calendar);
  return planned > earliest ? planned : earliest;
}

export interface NextStep {
  /** Index into the sequence's steps (its length when none is left). */
  nextStep: number;
  nextDueAt: Date | null;
}

/** The next step turned on from `fromIndex`, and when it goes. */
export function nextPlan(
  steps: readonly FollowUpStep[],
  fromIndex: number,
  anchor: Date,
  settings: FollowUpSettings,
  floor?: Date,
): NextStep {
  const index = firstActiveStep(steps, fromIndex);
  if (index === undefined) return { nextStep: steps.length, nextDueAt: null };
  return { nextStep: index, nextDueAt: dueFor(anchor, steps[index]!, settings, floor) };
}

/** An enrolment's first plan, from its trigger at `anchor`. */
export const firstPlan = (steps: readonly FollowUpStep[], anchor: Date, settings: FollowUpSettings): NextStep =>
  nextPlan(steps, 0, anchor, settings, anchor);

/** The moments of the steps after the next one, each at least a business day after the one before. */
export function laterMoments(
  steps: readonly FollowUpStep[],
  afterIndex: number,
  firstDue: Date,
  anchor: Date,
  settings: FollowUpSettings,
): Map<number, Date> {
  const moments = new Map<number, Date>();
  let previous = firstDue;
  for (let i = afterIndex + 1; i < steps.length; i++) {
    if (!steps[i]!.isActive) continue;
    previous = dueFor(anchor, steps[i]!, settings, dayAfter(previous, settings));
    moments.set(i, previous);
  }
  return moments;
}

/** An enrolment's columns the scheduler reads and writes. */
export interface EnrolmentPlan {
  status: EnrolmentStatus;
  nextStep: number;
  nextDueAt: Date | null;
  anchorAt: Date;
}

export type EnrolmentChange = Partial<Pick<EnrolmentPlan, "status" | "nextStep" | "nextDueAt">>;

/** After step `index` went at `now`: the next step no sooner than the next business day, or finished. */
export function changeAfterSend(
  steps: readonly FollowUpStep[],
  index: number,
  anchor: Date,
  now: Date,
  settings: FollowUpSettings,
): EnrolmentChange {
  const plan = nextPlan(steps, index + 1, anchor, settings, dayAfter(now, settings));
  return plan.nextDueAt === null ? { status: "finished", ...plan } : plan;
}

export const isDueAt = (enrolment: EnrolmentPlan, now: Date): boolean =>
  enrolment.status === "active" && enrolment.nextDueAt !== null && enrolment.nextDueAt <= now;

export type DueDecision =
  | { outcome: "deferred" | "finished"; change: EnrolmentChange }
  | { outcome: "sent"; index: number; change: EnrolmentChange };

/**
 * What a scheduler run at `now` does with a due enrolment that no stop rule holds for: wait for the
 * next opening when the business is closed, finish when no step is left, or send the next step and
 * plan the one after it. Pure, so the clock can be walked across the clock changes without a database.
 */
export function decideDueStep(
  enrolment: EnrolmentPlan,
  steps: readonly FollowUpStep[],
  now: Date,
  settings: FollowUpSettings,
): DueDecision {
  const calendar = calendarOf(settings);
  if (!isOpenAt(now, calendar))
    return { outcome: "deferred", change: { nextDueAt: nextBusinessMoment(now, calendar) } };
  const index = firstActiveStep(steps, enrolment.nextStep);
  if (index === undefined) return { outcome: "finished", change: { status: "finished", nextDueAt: null } };
  return { outcome: "sent", index, change: changeAfterSend(steps, index, enrolment.anchorAt, now, settings) };
}
