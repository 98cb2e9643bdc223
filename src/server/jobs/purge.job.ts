/**
 * The clean-ups: idempotency keys are kept for a day (a retried submission comes back within
 * minutes), rate-limit buckets are dropped once their window has ended, and spent form tokens
 * once they have expired.
 */
import { deleteExpiredFormTokens } from "../intake/form-token.repository";
import type { Job } from "./job";
import { deleteExpiredBuckets, deleteOldIdempotencyKeys } from "./purge.repository";

const IDEMPOTENCY_RETENTION_HOURS = 24;

export const forgetIdempotencyKeys: Job<{ keysForgotten: number }> = {
  name: "forget-idempotency-keys",
  run: async (db) => ({ keysForgotten: await deleteOldIdempotencyKeys(db, IDEMPOTENCY_RETENTION_HOURS) }),
};

/** Drops the buckets of these limits (keys under each `prefix`) whose `windowSeconds()` window ended. */
export function dropEndedBuckets(
  ...limits: { prefix: string; windowSeconds: () => number }[]
): Job<{ bucketsDropped: number }> {
  return {
    name: `drop-ended-buckets:${limits.map((limit) => limit.prefix).join(",")}`,
    run: async (db) => {
      let bucketsDropped = 0;
      for (const limit of limits) bucketsDropped += await deleteExpiredBuckets(db, limit.prefix, limit.windowSeconds());
      return { bucketsDropped };
    },
  };
}

export const forgetSpentFormTokens: Job<{ tokensForgotten: number }> = {
  name: "forget-spent-form-tokens",
  run: async (db) => ({ tokensForgotten: await deleteExpiredFormTokens(db) }),
};
