/**
 * Stripe's webhook events (issue 31 items 6 and 10, decision 046), the way Postmark's are handled
 * (decision 038): the verified body is stored once per event id first, then processed in its own
 * transaction with the row locked (skip locked), so a replay, the request and the retry job never
 * process one event twice. A failure rolls back, counts the attempt and keeps the error for the job.
 */
import type { Db } from "../../db/schema";
import { markWebhookEventFailed, retryableWebhookEvents } from "../../jobs/webhook-events";
import {
  lockUnprocessedStripeEvent,
  markStripeEventProcessed,
  storeStripeEvent,
} from "../../payments/stripe-events.repository";
import { NO_NOTICES, type QueuedNotices } from "./payment-notices";
import { chargeRefundedEvent, checkoutSessionEvent, disputeCreatedEvent, type EventResult } from "./payment-events";

export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "charge.refunded",
  "charge.dispute.created",
] as const;
export const MAX_STRIPE_EVENT_ATTEMPTS = 10;

export interface VerifiedEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export async function storeVerifiedEvent(db: Db, event: VerifiedEvent, payload: unknown) {
  const id = await storeStripeEvent(db, { eventId: event.id, type: event.type, payload });
  return { id, duplicate: id === undefined };
}

function dispatch(trx: Db, row: { eventId: string; type: string; payload: Record<string, unknown> }, now: Date) {
  const object = ((row.payload.data as { object?: unknown } | undefined)?.object ?? {}) as Record<string, unknown>;
  if (row.type.startsWith("checkout.session.")) return checkoutSessionEvent(trx, row.type, object, row.eventId, now);
  if (row.type === "charge.refunded") return chargeRefundedEvent(trx, object);
  return disputeCreatedEvent(trx, object, row.eventId, now);
}

export type StripeEventResult = QueuedNotices & { result: "processed" | "skipped" | "failed"; outcome?: string };

/** Processes one stored event; "skipped" when done already or held by another worker. */
export async function processStripeEvent(db: Db, id: string, now = new Date()): Promise<StripeEventResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await lockUnprocessedStripeEvent(trx, id);
      if (!row) return { result: "skipped", ...NO_NOTICES };
      const handled = (HANDLED_STRIPE_EVENTS as readonly string[]).includes(row.type);
      const done: EventResult = handled
        ? await dispatch(trx, row, now)
        : { outcome: `ignored: ${row.type}`, ...NO_NOTICES };
      await markStripeEventProcessed(trx, id, done.outcome);
      return { result: "processed", ...done };
    });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[stripe] event ${id} could not be processed; the job will retry:`, message);
    await markWebhookEventFailed(db, "stripeEvents", id, message).catch(() => undefined);
    return { result: "failed", ...NO_NOTICES };
  }
}

/** The retry job's batch: unprocessed events with attempts left, oldest first. */
export async function processPendingStripeEvents(db: Db, limit = 25, now = new Date()) {
  const report = { stripeEventsProcessed: 0, stripeEventsFailed: 0 };
  for (const id of await retryableWebhookEvents(db, "stripeEvents", MAX_STRIPE_EVENT_ATTEMPTS, limit)) {
    const { result } = await processStripeEvent(db, id, now);
    if (result === "processed") report.stripeEventsProcessed++;
    if (result === "failed") report.stripeEventsFailed++;
  }
  return report;
}
