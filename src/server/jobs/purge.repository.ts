/** SQL of the clean-ups: idempotency keys past their retention and rate-limit windows that ended. */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/** Keys older than the retention are forgotten (the scheduled clean-up). */
export async function deleteOldIdempotencyKeys(db: Db, olderThanHours: number): Promise<number> {
  const result = await db
    .deleteFrom("idempotencyKeys")
    .where("createdAt", "<", sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Drops buckets under `prefix` whose window ended (the scheduled clean-up). */
export async function deleteExpiredBuckets(db: Db, prefix: string, olderThanSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom("rateLimitBuckets")
    .where("key", "like", `${prefix.replace(/[\\%_]/g, "\\$&")}%`)
    .where("windowStart", "<", sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
