/**
 * SQL of stored first outcomes, keyed by (scope, key). The table also keeps the HTTP status the
 * first request was answered with; every idempotent write here creates something, so it is 201.
 */
import type { Db } from "../db/schema";

const CREATED_STATUS = 201;

export interface IdempotencyRecord {
  requestHash: string;
  outcome: unknown;
}

export async function findIdempotencyRecord(
  db: Db,
  scope: string,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const row = await db
    .selectFrom("idempotencyKeys")
    .select(["requestHash", "responseStatus", "responseBody"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { requestHash: row.requestHash, outcome: row.responseBody };
}

/**
 * Claims the key inside the caller's transaction. A concurrent claim of the same key waits on the
 * primary key until this transaction ends, then gets `false` (or succeeds if this one rolled back).
 */
export async function claimIdempotencyKey(trx: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
  const row = await trx
    .insertInto("idempotencyKeys")
    .values({ scope, key, requestHash, responseStatus: 0, responseBody: "null" })
    .onConflict((conflict) => conflict.columns(["scope", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveIdempotentOutcome(trx: Db, scope: string, key: string, outcome: unknown): Promise<void> {
  await trx
    .updateTable("idempotencyKeys")
    .set({ responseStatus: CREATED_STATUS, responseBody: JSON.stringify(outcome) })
    .where("scope", "=", scope)
    .where("key", "=", key)
    .execute();
}
