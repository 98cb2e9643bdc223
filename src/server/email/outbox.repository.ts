/**
 * SQL of the e-mail outbox: queueing a message (in the caller's transaction), claiming rows for
 * delivery (so two workers never hold the same one), and recording the outcome of a send on the
 * message and on the quote follow-up it belongs to.
 */
import { sql } from "kysely";
import type { Db, NewOutboxMessage, OutboxMessage } from "../db/schema";
import type { OutboxAttachment } from "../db/mail-tables";
import { abandonedAfterLastAttempt, claimable, GIVE_UP_ABANDONED, type QueueClaimOptions } from "../jobs/claim-queue";

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<string> {
  const row = await db.insertInto("emailOutbox").values(message).returning("id").executeTakeFirstOrThrow();
  return String(row.id);
}

export interface ClaimOptions extends QueueClaimOptions {
  /** Only these rows (the ones a request just queued); otherwise any due row. */
  ids?: readonly string[];
}

/**
 * Atomically moves due rows to 'sending' and counts the attempt. `FOR UPDATE SKIP LOCKED` makes a
 * concurrent claimer skip rows this one is taking instead of waiting for them and taking them too.
 */
export async function claimMessages(db: Db, options: ClaimOptions): Promise<OutboxMessage[]> {
  if (options.ids && options.ids.length === 0) return [];
  return db
    .updateTable("emailOutbox")
    .set({ status: "sending", lockedAt: sql`now()`, attempts: sql`attempts + 1` })
    .where("id", "in", (eb) => {
      let due = eb.selectFrom("emailOutbox").select("id").where(claimable(options.lockTimeoutSeconds));
      if (options.ids) due = due.where("id", "in", [...options.ids]);
      return due.orderBy("nextAttemptAt").limit(options.limit).forUpdate().skipLocked();
    })
    .returningAll()
    .execute();
}

/** Rows abandoned in 'sending' after their last allowed attempt can only be given up on. */
export async function failAbandonedFinalAttempts(db: Db, lockTimeoutSeconds: number): Promise<number> {
  const rows = await db
    .updateTable("emailOutbox")
    .set(GIVE_UP_ABANDONED)
    .where(abandonedAfterLastAttempt(lockTimeoutSeconds))
    .returning(["id", "quoteFollowUpId"])
    .execute();
  await markFollowUps(
    db,
    rows.map((row) => row.quoteFollowUpId),
    "failed",
  );
  return rows.length;
}

async function markFollowUps(db: Db, ids: (number | null)[], status: "sent" | "failed") {
  const followUpIds = ids.filter((id): id is number => id !== null);
  if (followUpIds.length === 0) return;
  await db
    .updateTable("quoteFollowUps")
    .set(status === "sent" ? { status, emailSent: true, emailSentAt: sql`now()` } : { status })
    .where("id", "in", followUpIds)
    .execute();
}

export async function markSent(db: Db, message: OutboxMessage, providerMessageId: string | null) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("emailOutbox")
      .set({ status: "sent", sentAt: sql`now()`, lockedAt: null, lastError: null, providerMessageId })
      .where("id", "=", message.id)
      .execute();
    await markFollowUps(trx, [message.quoteFollowUpId], "sent");
  });
}

/** Rows queued on hold until `heldUntil` (a sentinel time), still pending, with the quote they are about. */
export function findHeldMessages(db: Db, heldUntil: Date, limit = 50) {
  return db
    .selectFrom("emailOutbox")
    .select(["id", "quoteId"])
    .where("status", "=", "pending")
    .where("nextAttemptAt", "=", heldUntil)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Releases rows queued on hold (still pending) to be sent now, with their attachments when given. */
export async function releaseHeldMessages(
  db: Db,
  ids: readonly string[],
  attachments: OutboxAttachment[] | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("emailOutbox")
    .set({ nextAttemptAt: sql`now()`, ...(attachments ? { attachments: JSON.stringify(attachments) } : {}) })
    .where("id", "in", [...ids])
    .where("status", "=", "pending")
    .execute();
}

export async function scheduleRetry(db: Db, id: string, error: string, delaySeconds: number) {
  await db
    .updateTable("emailOutbox")
    .set({
      status: "pending",
      lockedAt: null,
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

export async function markFailed(db: Db, message: OutboxMessage, error: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("emailOutbox")
      .set({ status: "failed", lockedAt: null, lastError: error })
      .where("id", "=", message.id)
      .where("status", "=", "sending")
      .execute();
    await markFollowUps(trx, [message.quoteFollowUpId], "failed");
  });
}

/** Rows of `ids` (or all) still waiting to be sent, for the no-token log line. */
export async function findPendingMessages(
  db: Db,
  ids?: readonly string[],
  limit = 100,
): Promise<Pick<OutboxMessage, "id" | "toAddress" | "subject" | "tag">[]> {
  let query = db
    .selectFrom("emailOutbox")
    .select(["id", "toAddress", "subject", "tag"])
    .where("status", "=", "pending")
    .orderBy("id")
    .limit(limit);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where("id", "in", [...ids]);
  }
  return query.execute();
}
