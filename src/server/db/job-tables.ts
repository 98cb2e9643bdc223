/** Table types of the bookkeeping that intake and the scheduled jobs keep (see schema.ts). */
import type { ColumnType, Generated } from "kysely";

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  requestHash: string;
  responseStatus: number;
  responseBody: ColumnType<unknown, string, string>;
  createdAt: CreatedAt;
}

/** Fixed-window counters (per IP, per account) for rate limits and sign-in throttling. */
export interface RateLimitBucketsTable {
  key: string;
  windowStart: Timestamp;
  hits: Generated<number>;
}

/** Pending static-site rebuilds, one row per target, fired by the debounced rebuild job. */
export interface RebuildRequestsTable {
  target: string;
  requests: number;
  lastRequestedAt: Generated<Date>;
}

/** When each scheduled job that looks back ("what came due since the last run") last ran. */
export interface JobRunsTable {
  name: string;
  lastRunAt: Timestamp;
}

/** What a stored, derived figure was measured by: `name` → a digest of its rules (decision 042). */
export interface DerivedVersionsTable {
  name: string;
  version: string;
}
