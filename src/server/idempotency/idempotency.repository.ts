/** SQL of stored first responses, keyed by (scope, key). */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyRecord extends StoredResponse {
  requestHash: string;
}

export async function findIdempotencyRecord(
  db: Kysely<Database>,
  scope: string,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const row = await db
    .selectFrom("idempotencyKeys")
    .select(["requestHash", "responseStatus", "responseBody"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { requestHash: row.requestHash, status: row.responseStatus, body: row.responseBody };
}

/**
 * Claims the key inside the caller's transaction. A concurrent claim of the same key waits on the
 * primary key until this transaction ends, then gets `false` (or succeeds if this one rolled back).
 */
export async function claimIdempotencyKey(
  trx: Kysely<Database>,
  scope: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const row = await trx
    .insertInto("idempotencyKeys")
    .values({ scope, key, requestHash, responseStatus: 0, responseBody: "null" })
    .onConflict((conflict) => conflict.columns(["scope", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveIdempotentResponse(
  trx: Kysely<Database>,
  scope: string,
  key: string,
  response: StoredResponse,
): Promise<void> {
  await trx
    .updateTable("idempotencyKeys")
    .set({ responseStatus: response.status, responseBody: JSON.stringify(response.body) })
    .where("scope", "=", scope)
    .where("key", "=", key)
    .execute();
}

/** Keys older than the retention are forgotten (the scheduled clean-up). */
export async function deleteOldIdempotencyKeys(db: Kysely<Database>, olderThanHours: number): Promise<number> {
  const result = await db
    .deleteFrom("idempotencyKeys")
    .where("createdAt", "<", sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
