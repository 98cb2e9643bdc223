/**
 * Scheduled every 5 minutes: queues due follow-up steps and review requests, attaches signed proposals' PDFs to their held receipts, sends due outbox e-mails (new, retries past their back-off, claims
 * abandoned by a crashed worker), processes Postmark and Stripe webhook events whose first processing failed, sends due texts and retries Twilio's webhook requests, forgets expired idempotency keys, spent form tokens and lead and proposal rate-limit windows, and
 * purges visitors' quote photos left unattached for a day.
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { assertProductionConfig } from "../src/server/env";
import { handle, json } from "../src/server/http/respond";
import { LEAD_RATE_LIMIT } from "../src/server/intake/rate-limit.service";
import { runJobs } from "../src/server/jobs/job";
import { followUpScheduler } from "../src/server/flows/sms/step-text";
import { outboxDelivery } from "../src/server/email/outbox.job";
import { postmarkEventsJob } from "../src/server/jobs/postmark-events.job";
import { stripeEventsJob } from "../src/server/jobs/stripe-events.job";
import { twilioEventsJob } from "../src/server/jobs/twilio-events.job";
import { smsDelivery } from "../src/server/sms/sms-delivery.job";
import { signedReceiptsJob } from "../src/server/proposals/signed-receipts.job";
import { changeOrderReceiptsJob } from "../src/server/flows/proposals/change-order-receipts.job";
import { dropEndedBuckets, forgetIdempotencyKeys, forgetSpentFormTokens } from "../src/server/jobs/purge.job";
import { purgeUnattachedLeadPhotos } from "../src/server/lead-photos/lead-photos.job";
import { LEAD_PHOTO_RATE_LIMIT } from "../src/server/lead-photos/lead-photos.service";
import { PROPOSAL_RATE_LIMIT } from "../src/server/proposals/proposal-rate-limit";
import { UNSUBSCRIBE_RATE_LIMIT } from "../src/server/follow-ups/unsubscribe-page";

assertProductionConfig();

export const jobs = [
  // Due follow-ups and review requests are queued first, so this same run delivers them (decision 040).
  followUpScheduler,
  // Signed proposals' and change orders' receipts get their PDF and are released, so this same run sends them.
  signedReceiptsJob,
  changeOrderReceiptsJob,
  outboxDelivery,
  postmarkEventsJob,
  stripeEventsJob,
  // Texts (issue 32): due and retried ones, then Twilio webhook requests whose processing failed.
  smsDelivery,
  twilioEventsJob,
  forgetIdempotencyKeys,
  forgetSpentFormTokens,
  dropEndedBuckets(LEAD_RATE_LIMIT, LEAD_PHOTO_RATE_LIMIT, PROPOSAL_RATE_LIMIT, UNSUBSCRIBE_RATE_LIMIT),
  purgeUnattachedLeadPhotos,
];

export default handle(async () => json(await runJobs(jobs)));

export const config: Config = { schedule: "*/5 * * * *" };
