/**
 * Postmark's webhooks (issue 21, decision 038): the body is stored first, once per (RecordType,
 * MessageID), then processed in its own transaction with the row locked, so the request and the retry
 * job never process one event twice. A processing failure rolls back what it did, counts the attempt
 * and keeps the error; the event stays for the job (postmarkEventsJob, run by outbox-retry). An inbound
 * event's attachments are decoded and kept before that transaction and outside it (issue 33: a slow
 * image never holds a transaction open), within the pixel caps of attachments.ts. After processing,
 * attachment bytes are dropped from the stored body (the kept ones are in Blobs).
 */
import type { Db } from "../../db/schema";
import { processDeliveryEvent } from "../../conversation/delivery-events";
import { inboundAttachments, processInbound } from "./inbound";
import { markWebhookEventFailed, retryableWebhookEvents } from "../../jobs/webhook-events";
import {
  findUnprocessedEvent,
  lockUnprocessedEvent,
  markEventProcessed,
  storeEvent,
} from "../../conversation/mail-events.repository";
import { HANDLED_RECORD_TYPES, type EventIdentity } from "../../conversation/postmark-payload";

export const MAX_EVENT_ATTEMPTS = 10;

export interface StoredEvent {
  id: string | undefined;
  duplicate: boolean;
}

export async function storeWebhook(db: Db, identity: EventIdentity, body: unknown): Promise<StoredEvent> {
  const id = await storeEvent(db, { ...identity, payload: body });
  return { id, duplicate: id === undefined };
}

function withoutAttachmentBytes(payload: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(payload.Attachments)) return payload;
  return {
    ...payload,
    Attachments: payload.Attachments.map((attachment: unknown) =>
      typeof attachment === "object" && attachment !== null ? { ...attachment, Content: "" } : attachment,
    ),
  };
}

export type ProcessResult = "processed" | "skipped" | "failed";

/** Processes one stored event; "skipped" when done already or held by another worker. */
export async function processEvent(db: Db, id: string, now: Date = new Date()): Promise<ProcessResult> {
  try {
    const pending = await findUnprocessedEvent(db, id);
    if (!pending) return "skipped";
    const attachments = pending.recordType === "Inbound" ? await inboundAttachments(id, pending.payload) : [];
    return await db.transaction().execute(async (trx) => {
      const event = await lockUnprocessedEvent(trx, id);
      if (!event) return "skipped";
      const handled = (HANDLED_RECORD_TYPES as readonly string[]).includes(event.recordType);
      if (event.recordType === "Inbound") await processInbound(trx, id, event.payload, attachments);
      else if (handled) await processDeliveryEvent(trx, event.recordType, event.payload, now);
      const lean = event.recordType === "Inbound" ? withoutAttachmentBytes(event.payload) : undefined;
      await markEventProcessed(trx, id, lean);
      return "processed";
    });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[postmark] event ${id} could not be processed; the job will retry:`, message);
    await markWebhookEventFailed(db, "postmarkEvents", id, message).catch(() => undefined);
    return "failed";
  }
}

export interface EventsReport {
  webhookEventsProcessed: number;
  webhookEventsFailed: number;
}

/** The job's batch: unprocessed events with attempts left, oldest first. */
export async function processPendingEvents(db: Db, limit = 25, now: Date = new Date()): Promise<EventsReport> {
  const report: EventsReport = { webhookEventsProcessed: 0, webhookEventsFailed: 0 };
  for (const id of await retryableWebhookEvents(db, "postmarkEvents", MAX_EVENT_ATTEMPTS, limit)) {
    const result = await processEvent(db, id, now);
    if (result === "processed") report.webhookEventsProcessed++;
    if (result === "failed") report.webhookEventsFailed++;
  }
  return report;
}
