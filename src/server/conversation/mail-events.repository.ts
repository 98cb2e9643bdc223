/**
 * SQL of Postmark's events (decision 038): storing a webhook body once per (RecordType, MessageID),
 * taking one for processing (row lock, so the request and the job never process it twice), marking
 * it done or failed; and what the events change on the outbox row they are about.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import { takeUnprocessedWebhookEvent } from "../jobs/webhook-events";

/** Stores the body; undefined when an event with the same RecordType and MessageID is stored already. */
export async function storeEvent(
  db: Db,
  event: { recordType: string; messageId: string; payload: unknown },
): Promise<string | undefined> {
  const row = await db
    .insertInto("postmarkEvents")
    .values({ recordType: event.recordType, messageId: event.messageId, payload: JSON.stringify(event.payload) })
    .onConflict((oc) => oc.columns(["recordType", "messageId"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

/** The unprocessed event, without a lock (its attachments are prepared before the locking transaction). */
export async function findUnprocessedEvent(db: Db, id: string) {
  return db
    .selectFrom("postmarkEvents")
    .select(["recordType", "payload"])
    .where("id", "=", id)
    .where("processedAt", "is", null)
    .executeTakeFirst();
}

/** The unprocessed event, locked for this transaction; undefined when done or taken by another worker. */
export async function lockUnprocessedEvent(trx: Db, id: string) {
  return takeUnprocessedWebhookEvent(trx.selectFrom("postmarkEvents").selectAll(), id);
}

export async function markEventProcessed(trx: Db, id: string, payload?: unknown) {
  await trx
    .updateTable("postmarkEvents")
    .set({
      processedAt: sql`now()`,
      attempts: sql`attempts + 1`,
      lastError: null,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    .where("id", "=", id)
    .execute();
}

export async function countStuckEvents(db: Db): Promise<number> {
  const row = await db
    .selectFrom("postmarkEvents")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("processedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The outbox row an event is about: by our Metadata's outbox id, else by Postmark's MessageID. */
export async function findOutboxRow(db: Db, outboxId: string | undefined, providerMessageId: string) {
  const columns = ["id", "toAddress", "contactSubmissionId", "quoteId"] as const;
  if (outboxId) {
    const row = await db.selectFrom("emailOutbox").select(columns).where("id", "=", outboxId).executeTakeFirst();
    if (row) return row;
  }
  return db
    .selectFrom("emailOutbox")
    .select(columns)
    .where("providerMessageId", "=", providerMessageId)
    .executeTakeFirst();
}

export type OutboxEventUpdate = Partial<{
  deliveredAt: Date;
  bouncedAt: Date;
  bounceType: string | null;
  bounceDescription: string | null;
  bounceInactive: boolean | null;
  bounceCanActivate: boolean | null;
  complainedAt: Date;
  openedAt: Date;
}>;

export async function updateOutboxEvent(db: Db, id: string, update: OutboxEventUpdate) {
  const { openedAt, ...rest } = update;
  await db
    .updateTable("emailOutbox")
    .set({
      ...rest,
      // Only the first open is kept.
      ...(openedAt ? { openedAt: sql`coalesce(opened_at, ${openedAt})` } : {}),
    })
    .where("id", "=", id)
    .execute();
}
