/**
 * SQL of Twilio's webhook requests (issue 32, item 7): each stored once per (kind, MessageSid, MessageStatus),
 * taken for processing under a row lock (the request and the retry job never process one twice), then marked
 * done or failed with its error kept.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { TwilioEventsTable } from "../db/sms-tables";
import { takeUnprocessedWebhookEvent } from "../jobs/webhook-events";

export interface TwilioEventIdentity {
  kind: TwilioEventsTable["kind"];
  messageSid: string;
  messageStatus: string;
}

/** Stores the request's fields; undefined when the same event is stored already (a replay or Twilio's retry). */
export async function storeTwilioEvent(
  db: Db,
  event: TwilioEventIdentity & { payload: Record<string, string> },
): Promise<string | undefined> {
  const row = await db
    .insertInto("twilioEvents")
    .values({ ...event, payload: JSON.stringify(event.payload) })
    .onConflict((oc) => oc.columns(["kind", "messageSid", "messageStatus"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

/** The unprocessed event, locked for this transaction; undefined when done or held by another worker. */
export function lockTwilioEvent(trx: Db, id: string) {
  return takeUnprocessedWebhookEvent(trx.selectFrom("twilioEvents").selectAll(), id);
}

export async function markTwilioEventProcessed(trx: Db, id: string) {
  await trx
    .updateTable("twilioEvents")
    .set({ processedAt: sql`now()`, attempts: sql`attempts + 1`, lastError: null })
    .where("id", "=", id)
    .execute();
}
