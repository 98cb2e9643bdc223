/**
 * Rebuild on publish (ARCHITECTURE.md). Every write path that changes public content calls
 * `requestSiteRebuild`, which only records a pending rebuild in the database; the scheduled
 * function `functions/rebuild-debounced.mts` calls `flushPendingRebuild`, which POSTs to
 * BUILD_HOOK_URL once the edits have been quiet for QUIET_PERIOD_MS. Functions are stateless,
 * so the debounce lives in a `rebuild_requests` row: ten quick edits make one pending row with
 * requests = 10 and fire one build. Nothing here ever throws into an admin's save.
 */
import { getEnv } from "../env";
import type { Db } from "../db/schema";
import type { Job } from "../jobs/job";
import { claimQuietRebuild, countPendingRequests, recordRebuildRequest, requeueRebuild } from "./rebuild.repository";

/** The rebuild_requests target of the static site. */
export const REBUILD_TARGET = "site";
/** A burst of edits closer together than this fires one build. */
export const QUIET_PERIOD_MS = 30_000;
const HOOK_TIMEOUT_MS = 10_000;

export type RebuildOutcome =
  | { status: "none-pending" }
  | { status: "waiting"; requests: number }
  | { status: "logged"; requests: number }
  | { status: "fired"; requests: number; hookStatus: number }
  | { status: "failed"; requests: number; error: string; retry: boolean };

/** Records that public content changed; `reason` goes to the log. Never throws. */
export async function requestSiteRebuild(db: Db, reason: string): Promise<void> {
  try {
    await recordRebuildRequest(db, REBUILD_TARGET);
    console.info(`[rebuild] requested: ${reason}`);
  } catch (error) {
    console.error(`[rebuild] could not record the request (${reason}):`, (error as Error).message);
  }
}

/**
 * Fires the pending rebuild once no request came for `quietPeriodMs`. The row is claimed with a
 * single DELETE ... RETURNING, so two overlapping runs never both fire.
 */
export async function flushPendingRebuild(
  db: Db,
  options: { quietPeriodMs?: number; hookUrl?: string | undefined } = {},
): Promise<RebuildOutcome> {
  const quietPeriodMs = options.quietPeriodMs ?? QUIET_PERIOD_MS;
  const hookUrl = "hookUrl" in options ? options.hookUrl : getEnv().BUILD_HOOK_URL;
  let requests: number | undefined;
  try {
    requests = await claimQuietRebuild(db, REBUILD_TARGET, quietPeriodMs);
    if (requests === undefined) {
      const pending = await countPendingRequests(db, REBUILD_TARGET);
      return pending === undefined ? { status: "none-pending" } : { status: "waiting", requests: pending };
    }
  } catch (error) {
    console.error("[rebuild] could not read the pending rebuild:", (error as Error).message);
    return { status: "failed", requests: 0, error: (error as Error).message, retry: true };
  }

  if (!hookUrl) {
    console.info(`[rebuild] BUILD_HOOK_URL is not set; a site rebuild would run now (${requests} change(s)).`);
    return { status: "logged", requests };
  }
  try {
    const response = await fetch(hookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (response.ok) {
      console.info(`[rebuild] build hook answered ${response.status} (${requests} change(s)).`);
      return { status: "fired", requests, hookStatus: response.status };
    }
    // A 4xx means the hook itself is wrong (deleted, bad URL): retrying would not help.
    const retry = response.status >= 500;
    console.error(`[rebuild] build hook answered ${response.status}${retry ? "; will retry" : ""}.`);
    if (retry) await requeue(db, requests);
    return { status: "failed", requests, error: `HTTP ${response.status}`, retry };
  } catch (error) {
    console.error("[rebuild] could not reach the build hook; will retry:", (error as Error).message);
    await requeue(db, requests);
    return { status: "failed", requests, error: (error as Error).message, retry: true };
  }
}

/** Puts a claimed rebuild back (merged with any request that arrived meanwhile), due at once. */
async function requeue(db: Db, requests: number): Promise<void> {
  try {
    await requeueRebuild(db, REBUILD_TARGET, requests);
  } catch (error) {
    console.error("[rebuild] could not re-queue the rebuild:", (error as Error).message);
  }
}

export const siteRebuild: Job<RebuildOutcome> = {
  name: "site-rebuild",
  run: async (db) => {
    const outcome = await flushPendingRebuild(db);
    if (outcome.status !== "none-pending") console.info("[rebuild] scheduled run:", JSON.stringify(outcome));
    return outcome;
  },
};
