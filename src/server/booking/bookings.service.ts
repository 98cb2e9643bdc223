/**
 * Consultation booking (issue 23 items 1-4, docs/product.md#booking, decision 041). The visitor's
 * side goes through the lead's personal token; the owner's through the console. The clock is
 * always passed in. Booking is atomic twice over: the day is serialised with an advisory lock
 * (daily maximum, travel buffers), and the partial unique index on the start of active bookings
 * turns any race that slips past into "that time was just taken" with the nearest open times.
 */
import { randomUUID } from "node:crypto";
import { shortName } from "../alerts/lead-alert";
import { claimOwnerNotice, noticeSubject } from "../alerts/owner-notice-window";
import { queueAlert } from "../alerts/queue-alert";
import { isUniqueViolation } from "../db/errors";
import { calendarOf, readFollowUpSettings } from "../follow-ups/follow-up-settings";
import { stopFollowUps } from "../follow-ups/follow-ups.service";
import type { Db } from "../db/schema";
import { getEnv } from "../env";
import { businessDayKey, formatBusinessTime, storedDay } from "../../shared/format";
import { type BookingSettings } from "../../shared/schemas/booking";
import { bookingApiMessages as m } from "../../shared/strings/booking";
import { getBookingSettings } from "../settings/booking-settings";
import { BookingClosed, BookingLinkGone, PastCutOff, SlotTaken, SlotUnavailable } from "./booking-errors";
import { queueOwnerBookingNotice } from "./booking-mail";
import { outcomeOf, tellCustomerOfChange, type BookingTexter } from "./booking-texts";
import { assertMayMove, assertNetworkMayBook, networksOf, type BookingClient } from "./booking-caps";
import { setBookingNetwork } from "./booking-caps.repository";
import { openBookingLink } from "./booking-links";
import type { LeadRef } from "./booking-token";
import {
  activeBookingsBetween,
  blocksBetween,
  cancelBookingRow,
  findActiveBookingOfLead,
  insertBooking,
  lockBookingDay,
  markQuoteScheduled,
  moveBookingRow,
  recordBookingEvent,
  type BookingLead,
  type BookingRow,
} from "./bookings.repository";
import { gridSlots, nearestSlots, openSlots, type Slot, type SlotCalendar, type TimeRange } from "./slots";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What is taken around the horizon: active bookings and blocks. */
async function takenAround(db: Db, now: Date, settings: BookingSettings) {
  const from = new Date(now.getTime() - DAY);
  const to = new Date(now.getTime() + (settings.horizonDays + 1) * DAY);
  const [bookings, blocks] = await Promise.all([activeBookingsBetween(db, from, to), blocksBetween(db, from, to)]);
  return { bookings, blocks };
}

/** The slots a visitor may pick now (a booking being moved does not block itself). */
export async function availableSlots(
  db: Db,
  now: Date,
  settings?: BookingSettings,
  moving?: TimeRange,
): Promise<Slot[]> {
  const effective = settings ?? (await getBookingSettings(db));
  const taken = await takenAround(db, now, effective);
  const business = calendarOf(await readFollowUpSettings(db));
  return openSlots({ now, settings: effective, ...taken, ignoreBooking: moving, business });
}

/**
 * The booking the link stands for now, read again inside the change's transaction: a lead link
 * whose lead booked meanwhile, or a booking link whose booking moved or was cancelled meanwhile
 * (a double submit, another tab), is a replaced link.
 */
async function bookingOfLink(trx: Db, lead: BookingLead, linked: BookingRow | undefined) {
  const current = await findActiveBookingOfLead(trx, lead);
  if (current?.id !== linked?.id || current?.sequence !== linked?.sequence) throw new BookingLinkGone("replaced");
  return current;
}

/** Whether the visitor can still move or cancel `booking` online at `now`. */
export const beforeCutOff = (booking: Pick<BookingRow, "startsAt">, settings: BookingSettings, now: Date) =>
  now.getTime() < booking.startsAt.getTime() - settings.cutoffHours * HOUR;

export interface BookingPageState {
  lead: BookingLead;
  booking: BookingRow | undefined;
  settings: BookingSettings;
  slots: Slot[];
  /** The booking can still be moved or cancelled online. */
  changeable: boolean;
}

export async function bookingPageState(db: Db, token: string, now: Date): Promise<BookingPageState> {
  const { lead, booking } = await openBookingLink(db, token, now);
  const settings = await getBookingSettings(db);
  const changeable = !booking || beforeCutOff(booking, settings, now);
  const slots = changeable ? await availableSlots(db, now, settings, booking) : [];
  return { lead, booking, settings, slots, changeable };
}

/** A move or cancel guarded by the sequence the link saw: no row means another change came first. */
async function movedOrReplaced(change: Promise<BookingRow | undefined>): Promise<BookingRow> {
  const booking = await change;
  if (!booking) throw new BookingLinkGone("replaced");
  return booking;
}

/** Why `wanted` is not offered: gone (someone took it) or never offered at all. */
function refusal(wanted: Date, now: Date, settings: BookingSettings, open: Slot[], business: SlotCalendar): Error {
  if (wanted.getTime() <= now.getTime()) return new SlotUnavailable(m.slotPast);
  const onGrid = gridSlots(now, settings, business).some((slot) => slot.startsAt.getTime() === wanted.getTime());
  const earliest = now.getTime() + settings.cutoffHours * HOUR;
  return onGrid && wanted.getTime() >= earliest ? new SlotTaken(nearestSlots(open, wanted)) : new SlotUnavailable();
}

export interface BookingOutcome {
  booking: BookingRow;
  /** Outbox rows to deliver once committed. */
  outboxIds: string[];
  /** Owner alerts to push once committed. */
  alertIds: number[];
  /** The customer's texts to send once committed (issue 32 item 2). */
  textIds: string[];
}

/** The owner's device alert for a customer's booking, move or cancel (decision 039), one per change. */
async function alertOwner(
  trx: Db,
  change: "booked" | "moved" | "cancelled",
  booking: BookingRow,
  lead: BookingLead,
): Promise<number[]> {
  const id = await queueAlert(trx, {
    kind: "booking",
    lead: { kind: lead.kind, id: lead.id },
    title: `Consultation ${change} · ${shortName(lead.firstName, lead.lastName)}`,
    body: formatBusinessTime(booking.startsAt),
    eventKey: `booking-${change}:${booking.id}:${booking.sequence}`,
  });
  return id === undefined ? [] : [id];
}

/**
 * The owner's e-mail and device alert about the customer's change, at most once per booking per 15
 * minutes (issue 33): the rest are in the lead's booking history, and the next notice counts them.
 */
async function tellOwner(
  trx: Db,
  change: "booked" | "moved" | "cancelled",
  booking: BookingRow,
  lead: BookingLead,
  now: Date,
): Promise<Pick<BookingOutcome, "outboxIds" | "alertIds">> {
  const notice = await claimOwnerNotice(trx, noticeSubject("booking", booking.id), now);
  if (!notice.send) return { outboxIds: [], alertIds: [] };
  const kind = change === "booked" ? "confirmed" : change;
  return {
    outboxIds: [await queueOwnerBookingNotice(trx, kind, booking, lead, notice.heldSince)],
    alertIds: await alertOwner(trx, change, booking, lead),
  };
}

/**
 * The visitor books `slotIso` through their link, or moves their booking there when they have one
 * (before the cut-off), within the caps of booking-caps.ts. Throws SlotTaken (with the nearest
 * open slots), SlotUnavailable, PastCutOff, MovesUsedUp, NetworkBookingsFull or BookingLinkNotFound.
 */
export async function bookConsultation(
  db: Db,
  token: string,
  slotIso: string,
  now: Date,
  client: BookingClient,
  texter?: BookingTexter,
): Promise<BookingOutcome> {
  const { lead, booking: linked } = await openBookingLink(db, token, now);
  const settings = await getBookingSettings(db);
  const wanted = new Date(slotIso);
  if (Number.isNaN(wanted.getTime())) throw new SlotUnavailable();
  try {
    return await db.transaction().execute(async (trx) => {
      const networks = networksOf(client);
      // The network's lock before the day's, always in that order.
      if (!linked) await assertNetworkMayBook(trx, networks, now);
      await lockBookingDay(trx, businessDayKey(wanted));
      const current = await bookingOfLink(trx, lead, linked);
      if (current && !beforeCutOff(current, settings, now)) throw new PastCutOff(settings.cutoffHours);
      if (current) await assertMayMove(trx, current.id);
      const open = await availableSlots(trx, now, settings, current);
      const slot = open.find((candidate) => candidate.startsAt.getTime() === wanted.getTime());
      if (!slot) throw refusal(wanted, now, settings, open, calendarOf(await readFollowUpSettings(trx)));
      if (current && current.startsAt.getTime() === slot.startsAt.getTime()) {
        return { booking: current, outboxIds: [], alertIds: [], textIds: [] };
      }
      const booking = current
        ? await movedOrReplaced(moveBookingRow(trx, current.id, slot.startsAt, slot.endsAt, current.sequence))
        : await insertBooking(trx, { uid: `${randomUUID()}@${new URL(getEnv().SITE_URL).hostname}`, lead, ...slot });
      const kind = current ? "moved" : "confirmed";
      if (!current) await setBookingNetwork(trx, booking.id, networks);
      await recordBookingEvent(trx, booking, current ? "moved" : "booked", "customer");
      if (lead.kind === "quote") await markQuoteScheduled(trx, lead.id, storedDay(slot.day)!);
      const owner = await tellOwner(trx, current ? "moved" : "booked", booking, lead, now);
      const customer = await tellCustomerOfChange(trx, { kind, booking, lead, now, by: "customer" }, settings, texter);
      // A booked visit ends the quote's follow-up sequences (decision 040); contacts have none.
      if (lead.kind === "quote") await stopFollowUps(trx, lead.id, "booked");
      return outcomeOf(booking, customer, owner);
    });
  } catch (error) {
    // Two bookings of one start that both passed the check: the unique index let one through.
    if (isUniqueViolation(error, "bookings_active_start_idx")) {
      throw new SlotTaken(nearestSlots(await availableSlots(db, now, settings), wanted));
    }
    // The same lead booking twice at once (a double click on two times): the first one stands, and
    // the lead link that made it is replaced by the booking's.
    if (isUniqueViolation(error)) throw new BookingLinkGone("replaced");
    throw error;
  }
}

/** The visitor cancels through their link (before the cut-off). */
export async function cancelConsultation(
  db: Db,
  token: string,
  now: Date,
  texter?: BookingTexter,
): Promise<BookingOutcome> {
  const { lead, booking: linked } = await openBookingLink(db, token, now);
  if (!linked) throw new BookingClosed();
  const settings = await getBookingSettings(db);
  return db.transaction().execute(async (trx) => {
    const current = (await bookingOfLink(trx, lead, linked))!;
    if (!beforeCutOff(current, settings, now)) throw new PastCutOff(settings.cutoffHours);
    const booking = await movedOrReplaced(cancelBookingRow(trx, current.id, current.sequence));
    await recordBookingEvent(trx, booking, "cancelled", "customer");
    const owner = await tellOwner(trx, "cancelled", booking, lead, now);
    const customer = await tellCustomerOfChange(
      trx,
      { kind: "cancelled", booking, lead, now, by: "customer" },
      settings,
      texter,
    );
    return outcomeOf(booking, customer, owner);
  });
}

export type { LeadRef };
