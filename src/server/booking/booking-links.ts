/**
 * What a booking link opens now (issue 33 finding 10, docs/product.md#booking). A lead link opens
 * the lead's page while the lead holds no active booking; a booking link opens its booking while
 * the booking stands at the link's SEQUENCE and until BOOKING_LINK_GRACE_HOURS after the
 * consultation's end. Every other genuine link is gone, for a reason the page names (replaced by a
 * newer link, expired, cancelled) without showing any booking: never another booking's data.
 * The clock is passed in.
 */
import type { Db } from "../db/schema";
import { BookingLinkGone, BookingLinkNotFound } from "./booking-errors";
import { currentToken, leadToken, parseBookingToken, type LeadRef } from "./booking-token";
import {
  findActiveBookingOfLead,
  findBooking,
  findBookingLead,
  leadOfBooking,
  type BookingLead,
  type BookingRow,
} from "./bookings.repository";

/**
 * A consultation is over this many hours after its end: exact hours, so a change of the clocks
 * (America/New_York) neither shortens nor lengthens it. Its link stops then.
 */
export const BOOKING_LINK_GRACE_HOURS = 24;

/** When the link of a booking ending at `endsAt` stops. */
export const linkStopsAt = (booking: Pick<BookingRow, "endsAt">) =>
  new Date(booking.endsAt.getTime() + BOOKING_LINK_GRACE_HOURS * 60 * 60 * 1000);

export const consultationOver = (booking: Pick<BookingRow, "endsAt">, now: Date) =>
  now.getTime() >= linkStopsAt(booking).getTime();

export interface OpenedLink {
  lead: BookingLead;
  /** The booking a booking link names (standing, at its sequence); a lead link has none. */
  booking: BookingRow | undefined;
}

async function leadOf(db: Db, ref: LeadRef): Promise<BookingLead> {
  const lead = await findBookingLead(db, ref);
  // A lead flagged as spam gets no booking: its links open nothing until the owner clears it.
  if (!lead || lead.isSpam) throw new BookingLinkNotFound();
  return lead;
}

/**
 * The lead and booking `token` opens at `now`. Throws BookingLinkNotFound (forged, or names nothing
 * that exists) or BookingLinkGone (replaced, expired, cancelled).
 */
export async function openBookingLink(db: Db, token: string, now: Date): Promise<OpenedLink> {
  const ref = parseBookingToken(token);
  if (!ref) throw new BookingLinkNotFound();
  if (ref.kind === "lead") {
    const lead = await leadOf(db, ref.lead);
    const active = await findActiveBookingOfLead(db, ref.lead);
    if (active) throw new BookingLinkGone(consultationOver(active, now) ? "expired" : "replaced");
    return { lead, booking: undefined };
  }
  const booking = await findBooking(db, ref.bookingId);
  if (!booking) throw new BookingLinkNotFound();
  const lead = await leadOf(db, leadOfBooking(booking));
  if (booking.status !== "booked") throw new BookingLinkGone("cancelled");
  if (consultationOver(booking, now)) throw new BookingLinkGone("expired");
  if (booking.sequence !== ref.sequence) throw new BookingLinkGone("replaced");
  return { lead, booking };
}

/** The link that works for `lead` now: its standing booking's, else its own. */
export async function currentTokenOfLead(db: Db, lead: LeadRef): Promise<string> {
  const active = await findActiveBookingOfLead(db, lead);
  return active ? currentToken(active, lead) : leadToken(lead);
}
