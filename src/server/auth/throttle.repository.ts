/**
 * SQL of the sign-in throttle beyond the shared hitBucket (src/server/intake/rate-limit.repository):
 * giving back an attempt that turned out right, and clearing an account's failures.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/** Undoes one counted attempt (a right password is not a failure); never below zero. */
export async function releaseHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rateLimitBuckets")
    .set({ hits: sql`greatest(rate_limit_buckets.hits - 1, 0)` })
    .where("key", "=", key)
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rateLimitBuckets").where("key", "=", key).execute();
}
