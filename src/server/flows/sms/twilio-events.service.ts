/**
 * Twilio's webhook requests (issue 32, item 7), processed as Postmark's are (decision 038): stored first, once
 * per (kind, MessageSid, MessageStatus), then processed in a transaction of their own with the row locked, so
 * the request and the retry job never process one twice; a failure rolls back, counts the attempt, keeps the
 * error, and leaves the event for twilioEventsJob (run by outbox-retry). Texts the processing queued (keyword
 * answers) are sent after commit.
 */
import type { Db } from "../../db/schema";
import { deliverTexts } from "../../sms/sms-delivery.job";
import { processStatusCallback } from "../../sms/status-callbacks";
import { markWebhookEventFailed, retryableWebhookEvents } from "../../jobs/webhook-events";
import { lockTwilioEvent, markTwilioEventProcessed } from "../../sms/twilio-events.repository";
import { processInboundText } from "./inbound-text";

export const MAX_TWILIO_EVENT_ATTEMPTS = 10;

export type TwilioEventResult = "processed" | "skipped" | "failed";

export async function processTwilioEvent(db: Db, id: string, now = new Date()): Promise<TwilioEventResult> {
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const event = await lockTwilioEvent(trx, id);
      if (!event) return undefined;
      const toDeliver =
        event.kind === "inbound"
          ? await processInboundText(trx, id, event.payload, now)
          : await statusOnly(trx, event.payload, now);
      await markTwilioEventProcessed(trx, id);
      return toDeliver;
    });
    if (!outcome) return "skipped";
    if (outcome.length > 0)
      await deliverTexts(db, outcome).catch((error: unknown) => console.error("[sms] keyword answer:", error));
    return "processed";
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[twilio] event ${id} could not be processed; the job will retry:`, message);
    await markWebhookEventFailed(db, "twilioEvents", id, message).catch(() => undefined);
    return "failed";
  }
}

async function statusOnly(trx: Db, fields: Record<string, string>, now: Date): Promise<string[]> {
  await processStatusCallback(trx, fields, now);
  return [];
}

export interface TwilioEventsReport {
  twilioEventsProcessed: number;
  twilioEventsFailed: number;
}

export async function processPendingTwilioEvents(db: Db, limit = 25): Promise<TwilioEventsReport> {
  const report: TwilioEventsReport = { twilioEventsProcessed: 0, twilioEventsFailed: 0 };
  for (const id of await retryableWebhookEvents(db, "twilioEvents", MAX_TWILIO_EVENT_ATTEMPTS, limit)) {
    const result = await processTwilioEvent(db, id);
    if (result === "processed") report.twilioEventsProcessed++;
    if (result === "failed") report.twilioEventsFailed++;
  }
  return report;
}
