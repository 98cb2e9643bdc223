/**
 * SQL of Stripe's webhook events (decision 046), as Postmark's (mail-events.repository.ts): stored
 * once per event id, taken for processing under a row lock (skip locked), marked done or failed.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import { takeUnprocessedWebhookEvent } from "../jobs/webhook-events";

/** The new row's id, or undefined when the event id is stored already (a replay). */
export async function storeStripeEvent(
  db: Db,
  event: { eventId: string; type: string; payload: unknown },
): Promise<string | undefined> {
  const row = await db
    .insertInto("stripeEvents")
    .values({ eventId: event.eventId, type: event.type, payload: JSON.stringify(event.payload) })
    .onConflict((oc) => oc.column("eventId").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

/**
 * The unprocessed event, locked for this transaction; undefined when done or taken by another worker.
 * The payload is read as text: Kysely's CamelCasePlugin would rename Stripe's snake_case keys in jsonb.
 */
export async function lockUnprocessedStripeEvent(trx: Db, id: string) {
  const row = await takeUnprocessedWebhookEvent(
    trx.selectFrom("stripeEvents").select(["id", "eventId", "type", sql<string>`payload::text`.as("payloadText")]),
    id,
  );
  return row && { ...row, payload: JSON.parse(row.payloadText) as Record<string, unknown> };
}

export async function markStripeEventProcessed(trx: Db, id: string, outcome: string) {
  await trx
    .updateTable("stripeEvents")
    .set({ processedAt: sql`now()`, attempts: sql`attempts + 1`, lastError: null, outcome: outcome.slice(0, 500) })
    .where("id", "=", id)
    .execute();
}
