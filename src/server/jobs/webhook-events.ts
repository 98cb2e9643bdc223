/**
 * What the three providers' webhook event tables share (Postmark, decision 038; Stripe, decision 046;
 * Twilio, decision 047): an event is stored once, processed under a row lock, and on failure keeps its
 * error and is retried by the job while it has attempts left. Each table has the columns id,
 * received_at, processed_at, attempts and last_error; storing and marking done stay with each provider
 * (their keys and results differ).
 */
import { sql, type SelectQueryBuilder } from "kysely";
import type { Database, Db } from "../db/schema";

export type WebhookEventTable = "postmarkEvents" | "stripeEvents" | "twilioEvents";

/** One more failed attempt, its error kept; an event already processed is left alone. */
export async function markWebhookEventFailed(db: Db, table: WebhookEventTable, id: string, error: string) {
  await db
    .updateTable(table)
    .set({ attempts: sql`attempts + 1`, lastError: error.slice(0, 2000) })
    .where("id", "=", id)
    .where("processedAt", "is", null)
    .execute();
}

/** Unprocessed events with attempts left, oldest first (the retry job's batch). */
export async function retryableWebhookEvents(
  db: Db,
  table: WebhookEventTable,
  maxAttempts: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where("processedAt", "is", null)
    .where("attempts", "<", maxAttempts)
    .orderBy("receivedAt")
    .limit(limit)
    .execute();
  return rows.map(({ id }) => String(id));
}

/**
 * Takes an unprocessed event for processing: its row as the caller selects it, locked for this transaction,
 * or undefined when it is done or another worker holds it (skip locked), so no two process one event.
 */
export function takeUnprocessedWebhookEvent<O>(query: SelectQueryBuilder<Database, WebhookEventTable, O>, id: string) {
  return query.where("id", "=", id).where("processedAt", "is", null).forUpdate().skipLocked().executeTakeFirst();
}
