/**
 * Scheduled every 15 minutes: queues the day-before reminders of consultations while the business
 * is open (src/server/booking/reminders.job.ts; the outbox job sends them) and drops the booking
 * pages' ended rate-limit windows.
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { BOOKING_RATE_LIMIT } from "../src/server/booking/booking-rate-limit";
import { bookingReminders } from "../src/server/flows/sms/booking-text";
import { assertProductionConfig } from "../src/server/env";
import { handle, json } from "../src/server/http/respond";
import { runJobs } from "../src/server/jobs/job";
import { dropEndedBuckets } from "../src/server/jobs/purge.job";

assertProductionConfig();

export const jobs = [bookingReminders, dropEndedBuckets(BOOKING_RATE_LIMIT)];

export default handle(async () => json(await runJobs(jobs)));

export const config: Config = { schedule: "*/15 * * * *" };
