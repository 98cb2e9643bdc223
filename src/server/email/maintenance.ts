/** The scheduled job's work: deliver what is due, then drop expired idempotency keys and buckets. */
import { withDb } from "../db/client";
import { getEnv } from "../env";
import { deleteOldIdempotencyKeys } from "../idempotency/idempotency.repository";
import { deleteExpiredBuckets } from "../rate-limit/rate-limit.repository";
import { LEAD_RATE_LIMIT_PREFIX } from "../leads/leads.service";
import { deliverDueMessages, type DeliveryReport } from "./delivery";

/** A retried submission comes back within minutes; a day is generous. */
const IDEMPOTENCY_RETENTION_HOURS = 24;
/** Scheduled functions run at most 30 s: a bounded batch per run. */
const BATCH_SIZE = 25;

export async function runOutboxMaintenance(): Promise<
  DeliveryReport & { keysForgotten: number; bucketsDropped: number }
> {
  const report = await deliverDueMessages(BATCH_SIZE);
  const { keysForgotten, bucketsDropped } = await withDb(async (db) => ({
    keysForgotten: await deleteOldIdempotencyKeys(db, IDEMPOTENCY_RETENTION_HOURS),
    bucketsDropped: await deleteExpiredBuckets(db, LEAD_RATE_LIMIT_PREFIX, getEnv().LEAD_RATE_WINDOW_SECONDS),
  }));
  return { ...report, keysForgotten, bucketsDropped };
}
