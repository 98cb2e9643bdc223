/**
 * The customer's booking notices by e-mail, by text or both (issue 32 item 2): the confirmation, a move, a cancel
 * and the day-before reminder follow the owner's "Send by" in the booking settings (`sendBy`, e-mail by default),
 * the follow-up steps' choice. A text goes through the texter the texting flow hands in (flows/sms/booking-text.ts:
 * queueText, so consent, STOP, "Can't be texted", texting off, the automatic caps and the customer's quiet hours all
 * apply); when it cannot go, the e-mail goes instead, so a notice about a visit is never dropped. One text per
 * notice: its key names the booking, its SEQUENCE and the notice.
 */
import type { Db } from "../db/schema";
import { formatBusinessTime } from "../../shared/format";
import type { BookingSettings } from "../../shared/schemas/booking";
import { bookingTextStrings } from "../../shared/strings/booking";
import type { LeadRef } from "../leads/lead-ref";
import { customerLink, queueBookingMail, queueCustomerChangeMail, type BookingMailKind } from "./booking-mail";
import type { BookingLead, BookingRow } from "./bookings.repository";

export interface BookingTextRequest {
  lead: LeadRef;
  body: string;
  idempotencyKey: string;
  /** The customer's own change and the reminder count in the automatic caps; the owner's change does not. */
  automatic: boolean;
  now: Date;
}

/** Queues a booking text in the change's transaction: its id when due now (deliver after commit), or why not. */
export type BookingTexter = (
  trx: Db,
  request: BookingTextRequest,
) => Promise<{ textId: string; dueNow: boolean } | { skipped: string }>;

export interface CustomerNotice {
  outboxIds: string[];
  /** Texts to deliver after commit (a text held for the customer's morning is left to the outbox job). */
  textIds: string[];
  /** A text was queued (or had been: a retry), due now or held for the morning. */
  texted: boolean;
}

export const bookingTextBody = (kind: BookingMailKind, booking: BookingRow, lead: BookingLead) =>
  bookingTextStrings[kind](formatBusinessTime(booking.startsAt), customerLink(booking, lead));

/** Tells the customer of `kind` by the settings' channel; `mail` queues the e-mail (none when it is held back). */
export async function tellCustomer(
  trx: Db,
  notice: { kind: BookingMailKind; booking: BookingRow; lead: BookingLead; now: Date; automatic: boolean },
  settings: Pick<BookingSettings, "sendBy">,
  texter: BookingTexter | undefined,
  mail: () => Promise<string[]>,
): Promise<CustomerNotice> {
  const { kind, booking, lead } = notice;
  const channel = settings.sendBy ?? "email";
  let texted = false;
  const textIds: string[] = [];
  if (channel !== "email" && texter) {
    const text = await texter(trx, {
      lead: { kind: lead.kind, id: lead.id },
      body: bookingTextBody(kind, booking, lead),
      idempotencyKey: `booking-${booking.id}-${booking.sequence}-${kind}`,
      automatic: notice.automatic,
      now: notice.now,
    });
    if ("textId" in text) {
      texted = true;
      if (text.dueNow) textIds.push(text.textId);
    }
  }
  return { outboxIds: channel === "text" && texted ? [] : await mail(), textIds, texted };
}

type Change = "confirmed" | "moved" | "cancelled";
type ChangeSettings = Pick<BookingSettings, "sendBy" | "cutoffHours">;

/**
 * A booking, move or cancel: the customer's own change through their link is automatic (its e-mail within the
 * automatic-mail limits); the owner's from the console tells the customer outside them.
 */
export const tellCustomerOfChange = (
  trx: Db,
  change: { kind: Change; booking: BookingRow; lead: BookingLead; now: Date; by: "customer" | "owner" },
  settings: ChangeSettings,
  texter: BookingTexter | undefined,
) => {
  const { kind, booking, lead, now } = change;
  const automatic = change.by === "customer";
  return tellCustomer(trx, { kind, booking, lead, now, automatic }, settings, texter, async () =>
    automatic
      ? queueCustomerChangeMail(trx, kind, booking, lead, settings.cutoffHours, now)
      : [await queueBookingMail(trx, kind, booking, lead, settings.cutoffHours, now)],
  );
};

/** A change's outcome: the customer's notices and the owner's (e-mail, device alerts). */
export const outcomeOf = <B>(
  booking: B,
  customer: CustomerNotice,
  owner: { outboxIds: string[]; alertIds: number[] } = { outboxIds: [], alertIds: [] },
) => ({
  booking,
  outboxIds: [...customer.outboxIds, ...owner.outboxIds],
  alertIds: owner.alertIds,
  textIds: customer.textIds,
});
