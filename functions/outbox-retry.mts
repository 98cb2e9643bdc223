/**
 * Scheduled every 5 minutes: sends due outbox e-mails (new, retries past their back-off, claims
 * abandoned by a crashed worker) and forgets expired idempotency keys, spent form tokens and lead
 * rate-limit windows.
 */
import type { Config } from "@netlify/functions";
import { assertProductionConfig } from "../src/server/env";
import { handle, json } from "../src/server/http/respond";
import { LEAD_RATE_LIMIT } from "../src/server/intake/rate-limit.service";
import { runJobs } from "../src/server/jobs/job";
import { outboxDelivery } from "../src/server/jobs/outbox.job";
import { dropEndedBuckets, forgetIdempotencyKeys, forgetSpentFormTokens } from "../src/server/jobs/purge.job";

assertProductionConfig();

export const jobs = [outboxDelivery, forgetIdempotencyKeys, forgetSpentFormTokens, dropEndedBuckets(LEAD_RATE_LIMIT)];

export default handle(async () => json(await runJobs(jobs)));

export const config: Config = { schedule: "*/5 * * * *" };
