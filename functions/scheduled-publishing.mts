/**
 * Scheduled every 2 minutes: posts and projects whose scheduled publication time has come since
 * the last run request the site rebuild (src/server/jobs/scheduled-publish.job.ts).
 */
import type { Config } from "@netlify/functions";
import { assertProductionConfig } from "../src/server/env";
import { handle, json } from "../src/server/http/respond";
import { runJobs } from "../src/server/jobs/job";
import { scheduledPublishing } from "../src/server/jobs/scheduled-publish.job";

assertProductionConfig();

export const jobs = [scheduledPublishing];

export default handle(async () => json(await runJobs(jobs)));

export const config: Config = { schedule: "*/2 * * * *" };
