/**
 * Scheduled work, all of one shape: a job has a name and a `run(db)` that does one bounded
 * batch and reports what it did. Scheduled functions list their jobs and call `runJobs`, which
 * runs them in order in one database scope and merges their reports.
 */
import { withDb } from "../db/client";
import type { Db } from "../db/schema";

export interface Job<R extends object = object> {
  name: string;
  run(db: Db): Promise<R>;
}

export async function runJobs(jobs: readonly Job[]): Promise<Record<string, unknown>> {
  return withDb(async (db) => {
    const report: Record<string, unknown> = {};
    for (const job of jobs) Object.assign(report, await job.run(db));
    return report;
  });
}
