/**
 * The mail desk: whether e-mail can go out (a Postmark token is set) and what has failed, the
 * messages still waiting, and a retry that puts a failed message back in the queue, never one
 * that is pending or sent (docs/decisions/032-mail-desk-retry.md).
 */
import type { Db } from "../db/schema";
import type { AdminOutboxMessage, DeliveryProblem, MailHealth } from "../../shared/schemas/mail-desk";
import { countStuckEvents } from "../conversation/mail-events.repository";
import { getEnv } from "../env";
import { MessageNotRetryable, OutboxMessageNotFound } from "../errors";
import {
  countOutboxByStatus,
  listDeliveryProblems,
  findOutboxStatus,
  listUndelivered,
  requeueFailed,
  type UndeliveredMessage,
} from "./mail-desk.repository";

/** Enough for any real backlog; the banner's counts cover the rest. */
const LIST_LIMIT = 200;

function toAdmin(message: UndeliveredMessage): AdminOutboxMessage {
  return {
    ...message,
    id: String(message.id),
    nextAttemptAt: message.nextAttemptAt.toISOString(),
    createdAt: message.createdAt.toISOString(),
  };
}

export async function mailHealth(db: Db): Promise<MailHealth> {
  const env = getEnv();
  const [counts, unprocessedEvents] = await Promise.all([countOutboxByStatus(db), countStuckEvents(db)]);
  return {
    configured: Boolean(env.POSTMARK_SERVER_TOKEN),
    ...counts,
    webhooks: Boolean(env.POSTMARK_WEBHOOK_SECRET),
    unprocessedEvents,
  };
}

/** Bounced and complained messages, for the mail desk (decision 038). */
export async function deliveryProblems(db: Db): Promise<DeliveryProblem[]> {
  return (await listDeliveryProblems(db, LIST_LIMIT)).map((row) => ({
    id: String(row.id),
    toAddress: row.toAddress,
    subject: row.subject,
    state: row.complainedAt ? "complained" : "bounced",
    bounceType: row.bounceType,
    description: row.bounceDescription,
    canActivate: row.bounceCanActivate,
    at: (row.complainedAt ?? row.bouncedAt)!.toISOString(),
  }));
}

export async function listOutboxForAdmin(db: Db): Promise<AdminOutboxMessage[]> {
  return (await listUndelivered(db, LIST_LIMIT)).map(toAdmin);
}

/** Re-queues a failed message; its id is handed to delivery by the caller once committed. */
export async function retryMessage(db: Db, id: number): Promise<AdminOutboxMessage> {
  const message = await requeueFailed(db, id);
  if (message) return toAdmin(message);
  const status = await findOutboxStatus(db, id);
  if (!status) throw new OutboxMessageNotFound(id);
  throw new MessageNotRetryable(status);
}
