/** SQL of fixed-window rate-limit counters (rate_limit_buckets). */
import { sql } from "kysely";
import type { Db } from "../db/schema";

export interface BucketState {
  hits: number;
  /** Seconds until the current window ends. */
  secondsLeft: number;
}

/**
 * Counts one hit in `key`'s window atomically: a window older than `windowSeconds` restarts at
 * now() with one hit. One statement, so concurrent requests never lose a count.
 */
export async function hitBucket(db: Db, key: string, windowSeconds: number): Promise<BucketState> {
  const expired = sql<boolean>`rate_limit_buckets.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto("rateLimitBuckets")
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        windowStart: sql`case when ${expired} then now() else rate_limit_buckets.window_start end`,
        hits: sql`case when ${expired} then 1 else rate_limit_buckets.hits + 1 end`,
      }),
    )
    .returning([
      "hits",
      sql<number>`ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int`.as(
        "secondsLeft",
      ),
    ])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, secondsLeft: Math.max(1, row.secondsLeft) };
}
