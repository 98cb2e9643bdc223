/**
 * SQL of the sign-in throttle: reading and clearing fixed-window failure counters in
 * rate_limit_buckets (counting a failure is the shared hitBucket of src/server/rate-limit).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

const windowOpen = (windowMs: number) => sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`;

/** Failures counted under `key` in the current window (0 once the window has passed). */
export async function countFailures(db: Kysely<Database>, key: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom("rateLimitBuckets")
    .select("hits")
    .where("key", "=", key)
    .where("windowStart", ">", windowOpen(windowMs))
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rateLimitBuckets").where("key", "=", key).execute();
}
