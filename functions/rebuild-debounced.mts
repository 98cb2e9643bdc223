/**
 * Scheduled every minute: fires the Netlify build hook for content changes that have been quiet
 * for the debounce period (src/server/rebuild/rebuild.job.ts). Always answers 204: a failed run is
 * logged and retried by the next one.
 */
import type { Config } from "@netlify/functions";
import { assertProductionConfig } from "../src/server/env";
import { runJobs } from "../src/server/jobs/job";
import { siteRebuild } from "../src/server/rebuild/rebuild.job";

assertProductionConfig();

export default async (): Promise<Response> => {
  try {
    await runJobs([siteRebuild]);
  } catch (error) {
    console.error("[rebuild] scheduled run failed:", (error as Error).message);
  }
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "* * * * *" };
