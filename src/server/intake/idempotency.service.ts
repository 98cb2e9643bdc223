/**
 * Idempotent writes: the first outcome for (scope, key) is stored in the same transaction as the
 * write it describes, so a retried, double-clicked or replayed request gets that outcome back and
 * writes nothing. The same key with a different request is refused (IdempotencyKeyReused).
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/schema";
import { IdempotencyKeyReused } from "../errors";
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  saveIdempotentOutcome,
  type IdempotencyRecord,
} from "./idempotency.repository";

/** JSON with object keys sorted, so equal values hash equally whatever their key order (also proposals' document hash). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === "object" && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}

export function requestHash(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

export interface IdempotentOutcome<O, T> {
  outcome: O;
  /** True when the outcome is the stored one of an earlier request. */
  replayed: boolean;
  /** What `work` returned besides the outcome; only on the first, non-replayed run. */
  result?: T;
}

function replay<O, T>(record: IdempotencyRecord, hash: string, scope: string, key: string): IdempotentOutcome<O, T> {
  if (record.requestHash !== hash) throw new IdempotencyKeyReused(scope, key);
  return { outcome: record.outcome as O, replayed: true };
}

export interface IdempotentWrite<O, T> {
  scope: string;
  key: string | undefined;
  request: unknown;
  /** Runs once before a first attempt (not before a replay), e.g. a rate limit. */
  beforeFirstAttempt?: () => Promise<void>;
  /** The write, inside the transaction; returns the outcome to store and its own result. */
  work: (trx: Db) => Promise<{ outcome: O; result: T }>;
}

export async function runIdempotent<O, T>(db: Db, write: IdempotentWrite<O, T>): Promise<IdempotentOutcome<O, T>> {
  const { scope, key } = write;
  const hash = requestHash(write.request);
  if (key) {
    const earlier = await findIdempotencyRecord(db, scope, key);
    if (earlier) return replay(earlier, hash, scope, key);
  }
  await write.beforeFirstAttempt?.();

  const done = await db.transaction().execute(async (trx) => {
    if (key && !(await claimIdempotencyKey(trx, scope, key, hash))) return undefined;
    const result = await write.work(trx);
    if (key) await saveIdempotentOutcome(trx, scope, key, result.outcome);
    return result;
  });
  if (done) return { outcome: done.outcome, replayed: false, result: done.result };

  // A concurrent request with this key committed first: answer as it did.
  const winner = await findIdempotencyRecord(db, scope, key!);
  if (!winner) throw new Error(`Idempotency key ${scope}/${key} vanished after a conflict`);
  return replay(winner, hash, scope, key!);
}
