/**
 * Booking notices by text (issue 32 item 2): the texter the booking services and the day-before reminder hand a
 * notice's text to (booking/booking-texts.ts decides when a text goes and what the e-mail does). Every text goes
 * through queueText, so the customer's consent, STOP, "Can't be texted", texting being off and (for the customer's
 * own changes and the reminder) the automatic caps apply; a text that would land in the customer's night (9 pm to
 * 8 am in their zone) waits for their 8:00 and is sent by the outbox job then.
 */
import type { BookingTexter } from "../../booking/booking-texts";
import { bookingRemindersWith } from "../../booking/reminders.job";
import { leadContactOf } from "../../sms/lead-contact.repository";
import { outsideQuietHours } from "../../../shared/text-quiet-hours";
import { queueTextDue } from "./queue-text";

export const BOOKING_TEXT_PURPOSE = "booking";

export const queueBookingText: BookingTexter = async (trx, { lead, body, idempotencyKey, automatic, now }) => {
  const contact = await leadContactOf(trx, lead);
  const sendAt = outsideQuietHours(now, contact?.state ?? null);
  const to = contact?.phone ?? "";
  const request = { leadKind: lead.kind, leadId: lead.id, to, body, purpose: BOOKING_TEXT_PURPOSE, automatic, sendAt };
  return queueTextDue(trx, { ...request, idempotencyKey }, now);
};

/** The day-before reminders with texts, as functions/booking-reminders runs them. */
export const bookingReminders = bookingRemindersWith(queueBookingText);
