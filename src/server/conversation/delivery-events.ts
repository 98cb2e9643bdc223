/**
 * What Postmark's Delivery, Bounce, SpamComplaint and Open events change (issue 21, item 5): the
 * outbox row named by our Metadata (else by Postmark's MessageID) gets the time and details; a hard
 * bounce puts the address on the suppression list as 'hard-bounce' (the lead then shows "E-mail
 * bounced…"), a spam complaint as 'spam-complaint'. An event about no row of ours is done, not failed.
 */
import type { Db } from "../db/schema";
import { suppressAddress } from "../email/suppressions.repository";
import { findOutboxRow, updateOutboxEvent } from "./mail-events.repository";
import { bouncePayload, deliveryPayload, eventTime, openPayload, outboxIdOf } from "./postmark-payload";

/** Postmark bounce types that mean the mailbox does not exist (TypeCode 1 HardBounce, 100000 BadEmailAddress). */
const HARD_BOUNCE_TYPES = new Set(["HardBounce", "BadEmailAddress"]);

export function isHardBounce(type: string | undefined): boolean {
  return type !== undefined && HARD_BOUNCE_TYPES.has(type);
}

export async function processDeliveryEvent(trx: Db, recordType: string, body: unknown, now: Date) {
  switch (recordType) {
    case "Delivery": {
      const event = deliveryPayload.parse(body);
      const row = await findOutboxRow(trx, outboxIdOf(event.Metadata), event.MessageID);
      if (row) await updateOutboxEvent(trx, row.id, { deliveredAt: eventTime(event.DeliveredAt, now) });
      return;
    }
    case "Bounce": {
      const event = bouncePayload.parse(body);
      const row = await findOutboxRow(trx, outboxIdOf(event.Metadata), event.MessageID);
      if (row) {
        await updateOutboxEvent(trx, row.id, {
          bouncedAt: eventTime(event.BouncedAt, now),
          bounceType: event.Type?.slice(0, 40) ?? null,
          bounceDescription: event.Description?.slice(0, 500) ?? null,
          bounceInactive: event.Inactive ?? null,
          bounceCanActivate: event.CanActivate ?? null,
        });
      }
      const email = event.Email ?? row?.toAddress;
      if (email && isHardBounce(event.Type))
        await suppressAddress(trx, email, "hard-bounce", event.Description ?? null);
      return;
    }
    case "SpamComplaint": {
      const event = bouncePayload.parse(body);
      const row = await findOutboxRow(trx, outboxIdOf(event.Metadata), event.MessageID);
      if (row) await updateOutboxEvent(trx, row.id, { complainedAt: eventTime(event.BouncedAt, now) });
      const email = event.Email ?? row?.toAddress;
      if (email) await suppressAddress(trx, email, "spam-complaint", event.Description ?? null);
      return;
    }
    case "Open": {
      const event = openPayload.parse(body);
      const row = await findOutboxRow(trx, outboxIdOf(event.Metadata), event.MessageID);
      if (row) await updateOutboxEvent(trx, row.id, { openedAt: eventTime(event.ReceivedAt, now) });
      return;
    }
  }
}
