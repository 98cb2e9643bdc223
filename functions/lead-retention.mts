/**
 * Scheduled daily: deletes leads past the retention period the privacy page states
 * (LEAD_RETENTION_MONTHS), with their e-mails.
 */
import type { Config } from "@netlify/functions";
import { assertProductionConfig } from "../src/server/env";
import { handle, json } from "../src/server/http/respond";
import { runJobs } from "../src/server/jobs/job";
import { leadRetention } from "../src/server/jobs/retention.job";

assertProductionConfig();

export const jobs = [leadRetention];

export default handle(async () => json(await runJobs(jobs)));

export const config: Config = { schedule: "@daily" };
