/**
 * SQL of the mail desk: counts for the health banner, the messages not yet delivered, and the
 * retry of a failed one. The retry's `WHERE status = 'failed'` is the guard against sending twice:
 * of two concurrent retries Postgres lets the second re-check the row after the first commits,
 * finds it pending, and updates nothing.
 */
import { sql } from "kysely";
import type { Db, OutboxMessage } from "../db/schema";

export async function countOutboxByStatus(db: Db): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom("emailOutbox")
    .select([
      sql<string>`count(*) filter (where status in ('pending', 'sending'))`.as("pending"),
      sql<string>`count(*) filter (where status = 'failed')`.as("failed"),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed) };
}

/** Messages Postmark reported bounced or complained about, newest first (decision 038). */
export function listDeliveryProblems(db: Db, limit: number) {
  return db
    .selectFrom("emailOutbox")
    .select([
      "id",
      "toAddress",
      "subject",
      "bouncedAt",
      "complainedAt",
      "bounceType",
      "bounceDescription",
      "bounceCanActivate",
    ])
    .where((eb) => eb.or([eb("bouncedAt", "is not", null), eb("complainedAt", "is not", null)]))
    .orderBy(sql`coalesce(complained_at, bounced_at)`, "desc")
    .limit(limit)
    .execute();
}

/** What the desk shows of a message. */
const LISTED = [
  "id",
  "toAddress",
  "subject",
  "tag",
  "status",
  "attempts",
  "maxAttempts",
  "lastError",
  "nextAttemptAt",
  "createdAt",
] as const satisfies readonly (keyof OutboxMessage)[];
export type UndeliveredMessage = Pick<OutboxMessage, (typeof LISTED)[number]>;

/** Pending, sending and failed messages, failed first, then newest first. */
export async function listUndelivered(db: Db, limit: number): Promise<UndeliveredMessage[]> {
  return db
    .selectFrom("emailOutbox")
    .select(LISTED)
    .where("status", "in", ["pending", "sending", "failed"])
    .orderBy(sql`status = 'failed'`, "desc")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findOutboxStatus(db: Db, id: number): Promise<OutboxMessage["status"] | undefined> {
  const row = await db.selectFrom("emailOutbox").select("status").where("id", "=", String(id)).executeTakeFirst();
  return row?.status;
}

/**
 * A failed message back to pending with a fresh set of attempts, due now; its quote follow-up,
 * if any, back to pending too. Answers the row, or undefined when it was not failed.
 */
export async function requeueFailed(db: Db, id: number): Promise<UndeliveredMessage | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("emailOutbox")
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedAt: null })
      .where("id", "=", String(id))
      .where("status", "=", "failed")
      .returning([...LISTED, "quoteFollowUpId"])
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.quoteFollowUpId !== null) {
      await trx
        .updateTable("quoteFollowUps")
        .set({ status: "pending" })
        .where("id", "=", row.quoteFollowUpId)
        .where("status", "=", "failed")
        .execute();
    }
    const { quoteFollowUpId: _followUp, ...message } = row;
    return message;
  });
}
