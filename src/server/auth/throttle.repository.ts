/** SQL of the sign-in throttle: fixed-window failure counters in rate_limit_buckets. */
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

/** Adds one failure under `key`, starting a new window when the old one has passed. */
export async function recordFailure(db: Kysely<Database>, key: string, windowMs: number): Promise<void> {
  await db
    .insertInto("rateLimitBuckets")
    .values({ key, windowStart: sql<Date>`now()`, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limit_buckets.window_start > ${windowOpen(windowMs)} then rate_limit_buckets.hits + 1 else 1 end`,
        windowStart: sql<Date>`case when rate_limit_buckets.window_start > ${windowOpen(windowMs)} then rate_limit_buckets.window_start else now() end`,
      }),
    )
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rateLimitBuckets").where("key", "=", key).execute();
}
