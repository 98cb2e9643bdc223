/**
 * SQL of pending site rebuilds (rebuild_requests): one row per target, its request count and the
 * time of the last request. Ten quick edits make one row with requests = 10.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/** Records one more request, restarting the quiet period. */
export async function recordRebuildRequest(db: Db, target: string): Promise<void> {
  await db
    .insertInto("rebuildRequests")
    .values({ target, requests: 1, lastRequestedAt: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.column("target").doUpdateSet({
        lastRequestedAt: sql<Date>`now()`,
        requests: sql<number>`rebuild_requests.requests + 1`,
      }),
    )
    .execute();
}

/**
 * Claims the pending row once no request came for `quietPeriodMs`, with a single DELETE ...
 * RETURNING, so two overlapping runs never both claim it.
 */
export async function claimQuietRebuild(db: Db, target: string, quietPeriodMs: number): Promise<number | undefined> {
  const row = await db
    .deleteFrom("rebuildRequests")
    .where("target", "=", target)
    .where("lastRequestedAt", "<=", sql<Date>`now() - make_interval(secs => ${quietPeriodMs / 1000})`)
    .returning("requests")
    .executeTakeFirst();
  return row?.requests;
}

export async function countPendingRequests(db: Db, target: string): Promise<number | undefined> {
  const row = await db.selectFrom("rebuildRequests").select("requests").where("target", "=", target).executeTakeFirst();
  return row?.requests;
}

/** Puts claimed requests back (merged with any that arrived meanwhile), due at once. */
export async function requeueRebuild(db: Db, target: string, requests: number): Promise<void> {
  await db
    .insertInto("rebuildRequests")
    .values({ target, requests, lastRequestedAt: sql<Date>`'-infinity'::timestamptz` })
    .onConflict((oc) =>
      oc.column("target").doUpdateSet({ requests: sql<number>`rebuild_requests.requests + ${requests}` }),
    )
    .execute();
}
