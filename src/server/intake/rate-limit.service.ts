/**
 * The per-IP limit on lead submissions (both forms share it), counted in fixed windows kept in
 * the database so every function instance sees the same count.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { getEnv } from "../env";
import { LeadRateLimited } from "../errors";
import { hitBucket } from "./rate-limit.repository";

/** Buckets of the lead limit are keyed `lead:<ip>`; the window follows LEAD_RATE_WINDOW_SECONDS. */
export const LEAD_RATE_LIMIT = {
  prefix: "lead:",
  windowSeconds: () => getEnv().LEAD_RATE_WINDOW_SECONDS,
};

/** Counts a submission from `ip`; throws LeadRateLimited once the window's limit is passed. */
export async function enforceLeadRateLimit(db: Kysely<Database>, ip: string): Promise<void> {
  const env = getEnv();
  const bucket = await hitBucket(db, `${LEAD_RATE_LIMIT.prefix}${ip}`, env.LEAD_RATE_WINDOW_SECONDS);
  if (bucket.hits > env.LEAD_RATE_LIMIT) throw new LeadRateLimited(bucket.secondsLeft);
}
