/**
 * The follow-up scheduler (decision 040), run by the outbox's scheduled function just before
 * delivery: every due sequence step and review request, each in its own transaction with its row
 * locked (SKIP LOCKED: two runs at once share the work, never double it). Each step queues its
 * e-mail through the outbox and records a send unique per (lead, step, local day) in the same
 * transaction, so a run that dies midway has either done a lead completely or not at all, and the
 * next run picks up exactly what is left. The clock is injected (`now`), so tests walk it across
 * Sundays, holidays and the clock changes.
 */
import type { Db } from "../db/schema";
import { readFollowUpSettings } from "./follow-up-settings";
import { sendDueStep, type SendOutcome, type StepTexter } from "./step-send.service";
import { claimEnrolment, dueEnrolmentIds } from "./follow-ups.repository";
import { claimReviewRequest, dueReviewRequestIds } from "./review-requests.repository";
import { sendDueReviewRequest, type ReviewOutcome } from "./review-requests";
import type { Job } from "../jobs/job";

/** Scheduled functions run at most 30 s: a bounded batch per run, the rest next time. */
const BATCH = 50;

export interface FollowUpReport {
  followUps: Record<SendOutcome, number>;
  reviewRequests: Record<ReviewOutcome, number>;
}

export interface FollowUpRunOptions {
  now?: () => Date;
  limit?: number;
  /** Called inside each lead's transaction after its work; a throw there aborts the run (tests kill runs with it). */
  afterEach?: (kind: "follow-up" | "review-request", id: number, trx: Db) => void | Promise<void>;
  /** Queues text steps' texts (flows/sms/step-text.ts); without it a text step's text is skipped as "off". */
  texter?: StepTexter;
}

export async function runFollowUps(db: Db, options: FollowUpRunOptions = {}): Promise<FollowUpReport> {
  const now = options.now?.() ?? new Date();
  const limit = options.limit ?? BATCH;
  const settings = await readFollowUpSettings(db);
  const report: FollowUpReport = {
    followUps: { sent: 0, stopped: 0, deferred: 0, finished: 0, skipped: 0 },
    reviewRequests: { sent: 0, cancelled: 0, deferred: 0, skipped: 0 },
  };
  for (const id of await dueEnrolmentIds(db, now, limit)) {
    await db.transaction().execute(async (trx) => {
      const enrolment = await claimEnrolment(trx, id);
      report.followUps[enrolment ? await sendDueStep(trx, enrolment, now, settings, options.texter) : "skipped"]++;
      await options.afterEach?.("follow-up", id, trx);
    });
  }
  for (const id of await dueReviewRequestIds(db, now, limit)) {
    await db.transaction().execute(async (trx) => {
      const request = await claimReviewRequest(trx, id);
      report.reviewRequests[request ? await sendDueReviewRequest(trx, request, now, settings) : "skipped"]++;
      await options.afterEach?.("review-request", id, trx);
    });
  }
  return report;
}

/** The scheduled job; outbox-retry runs it with the texting flow's texter (flows/sms/step-text.ts). */
export const followUpSchedulerWith = (texter?: StepTexter): Job<FollowUpReport> => ({
  name: "follow-up-scheduler",
  run: (db) => runFollowUps(db, { texter }),
});
