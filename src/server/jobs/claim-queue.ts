/**
 * What the two delivery queues (the e-mail outbox and alert deliveries) share: a worker claims a row
 * by moving it to 'sending', and a claim left there past the lock timeout is presumed abandoned by
 * a crashed worker. The SQL reads the queue columns status, next_attempt_at, locked_at, attempts
 * and max_attempts of the one table in scope.
 */
import { sql } from "kysely";

export interface QueueClaimOptions {
  limit: number;
  /** A row left in 'sending' longer than this is presumed abandoned by a crashed worker. */
  lockTimeoutSeconds: number;
}

const lockedBefore = (lockTimeoutSeconds: number) => sql<Date>`now() - make_interval(secs => ${lockTimeoutSeconds})`;

/** Pending and due (at `now`, the database's clock unless given), or abandoned in 'sending'; with an attempt left. */
export const claimable = (lockTimeoutSeconds: number, now?: Date) =>
  sql<boolean>`((status = 'pending' and next_attempt_at <= ${now ?? sql`now()`})
    or (status = 'sending' and locked_at < ${lockedBefore(lockTimeoutSeconds)}))
    and attempts < max_attempts`;

/** Abandoned in 'sending' after its last allowed attempt: it can only be given up on. */
export const abandonedAfterLastAttempt = (lockTimeoutSeconds: number) =>
  sql<boolean>`status = 'sending' and locked_at < ${lockedBefore(lockTimeoutSeconds)} and attempts >= max_attempts`;

/** How a row abandoned after its last attempt is given up on, its last error kept. */
export const GIVE_UP_ABANDONED = {
  status: "failed",
  lockedAt: null,
  lastError: sql<string>`coalesce(last_error || ' / ', '') || 'final attempt abandoned by its worker'`,
} as const;
