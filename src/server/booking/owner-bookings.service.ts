/**
 * The owner's side of booking (issue 23, decision 041), through the console: moving a booking to any
 * free start (no grid, no cut-off) and cancelling it; the customer gets the new invitation or the
 * cancellation.
 */
import { isUniqueViolation } from "../db/errors";
import type { Db } from "../db/schema";
import { businessDayKey, storedDay } from "../../shared/format";
import { bookingApiMessages as m } from "../../shared/strings/booking";
import type { BookingSettings } from "../../shared/schemas/booking";
import { getBookingSettings } from "../settings/booking-settings";
import { BookingClosed, BookingNotFound, SlotTaken, SlotUnavailable } from "./booking-errors";
import { outcomeOf, tellCustomerOfChange, type BookingTexter } from "./booking-texts";
import {
  cancelBookingRow,
  findBooking,
  findBookingLead,
  leadOfBooking,
  lockBookingDay,
  markQuoteScheduled,
  moveBookingRow,
  recordBookingEvent,
  type BookingRow,
} from "./bookings.repository";
import type { BookingOutcome } from "./bookings.service";

const NOTHING_SENT = { outboxIds: [], alertIds: [], textIds: [] };

/** The owner moves a booking to any free start (no grid, no cut-off); the customer gets a new invitation. */
export async function moveBookingByOwner(
  db: Db,
  id: number,
  startsAt: Date,
  now: Date,
  texter?: BookingTexter,
): Promise<BookingOutcome> {
  const settings = await getBookingSettings(db);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBookingDay(trx, businessDayKey(startsAt));
      const current = await findBooking(trx, id);
      if (!current) throw new BookingNotFound(id);
      if (current.status !== "booked") throw new BookingClosed();
      if (startsAt.getTime() <= now.getTime()) throw new SlotUnavailable(m.slotPast);
      // A second click of the same move (serialised by the day's lock) changes nothing and tells no one again.
      if (current.startsAt.getTime() === startsAt.getTime()) return { booking: current, ...NOTHING_SENT };
      const endsAt = new Date(startsAt.getTime() + (current.endsAt.getTime() - current.startsAt.getTime()));
      const booking = (await moveBookingRow(trx, id, startsAt, endsAt))!;
      const leadRef = leadOfBooking(booking);
      if (leadRef.kind === "quote") await markQuoteScheduled(trx, leadRef.id, storedDay(businessDayKey(startsAt))!);
      return ownerChanged(trx, { kind: "moved", booking, now }, settings, texter);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTaken([]);
    throw error;
  }
}

/** The owner cancels a booking; the customer gets the cancellation (METHOD:CANCEL). */
export async function cancelBookingByOwner(
  db: Db,
  id: number,
  now: Date,
  texter?: BookingTexter,
): Promise<BookingOutcome> {
  const settings = await getBookingSettings(db);
  return db.transaction().execute(async (trx) => {
    const current = await findBooking(trx, id);
    if (!current) throw new BookingNotFound(id);
    const booking = await cancelBookingRow(trx, id);
    if (!booking) throw new BookingClosed();
    return ownerChanged(trx, { kind: "cancelled", booking, now }, settings, texter);
  });
}

/** The owner's move or cancel, recorded and told to the customer (outside the automatic-mail limits). */
async function ownerChanged(
  trx: Db,
  { kind, booking, now }: { kind: "moved" | "cancelled"; booking: BookingRow; now: Date },
  settings: BookingSettings,
  texter: BookingTexter | undefined,
): Promise<BookingOutcome> {
  await recordBookingEvent(trx, booking, kind, "owner");
  const lead = (await findBookingLead(trx, leadOfBooking(booking)))!;
  const customer = await tellCustomerOfChange(trx, { kind, booking, lead, now, by: "owner" }, settings, texter);
  return outcomeOf(booking, customer);
}
