/** Per-key fixed-window limits kept in the database, so every function instance shares them. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { hitBucket } from "./rate-limit.repository";

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
  }
}

/** Counts a hit; throws RateLimitedError (429 + Retry-After) once the window's limit is passed. */
export async function enforceRateLimit(
  db: Kysely<Database>,
  key: string,
  { limit, windowSeconds }: RateLimit,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const bucket = await hitBucket(db, key, windowSeconds);
  if (bucket.hits > limit) throw new RateLimitedError(message(bucket.secondsLeft), bucket.secondsLeft);
}
