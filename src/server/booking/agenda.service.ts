/**
 * The owner's side of booking (issue 23 item 4): the week agenda (Monday to Sunday in the
 * business's zone), blocks of time (a whole day, or from–to within one) and the booking settings.
 */
import type { Db } from "../db/schema";
import type { AdminAgenda, AgendaDay } from "../../shared/booking";
import type { BlockTimeInput } from "../../shared/schemas/booking";
import { siteBusinessHours } from "../../shared/speed-to-lead";
import { DAY_MS, fromWallClock, minutesOf, wallClock } from "../../shared/wall-clock";
import { formatBusinessTime } from "../../shared/format";
import { BlockNotFound, BlockOverBooking } from "./booking-errors";
import { activeBookingsBetween, blocksBetween, deleteBlock, feedBookings, insertBlock } from "./bookings.repository";
import { feedState } from "./calendar-feed.service";
import { localDayKey } from "./slots";

const zone = siteBusinessHours.timeZone;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const keyOf = (local: number) => new Date(local).toISOString().slice(0, 10);

/** The Monday of the business-local week holding `day` (or today). */
export function weekStartOf(day: string | undefined, now: Date): string {
  const local =
    day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayStart(day))
      ? dayStart(day)
      : wallClock(now.getTime(), zone);
  const midnight = local - (local % DAY_MS);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return keyOf(midnight - sinceMonday * DAY_MS);
}

export async function agendaWeek(db: Db, day: string | undefined, now: Date): Promise<AdminAgenda> {
  const weekStart = weekStartOf(day, now);
  const first = dayStart(weekStart);
  const from = new Date(fromWallClock(first, zone));
  const to = new Date(fromWallClock(first + 7 * DAY_MS, zone));
  const [bookings, blocks, feed] = await Promise.all([
    feedBookings(db, from, to),
    blocksBetween(db, from, to),
    feedState(db),
  ]);
  const days: AgendaDay[] = Array.from({ length: 7 }, (_, index) => ({
    day: keyOf(first + index * DAY_MS),
    bookings: [],
    blocks: [],
  }));
  const dayOf = (instant: Date) => days.find((entry) => entry.day === localDayKey(instant, zone));
  for (const booking of bookings) {
    dayOf(booking.startsAt)?.bookings.push({
      id: booking.id,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      name: `${booking.firstName} ${booking.lastName}`.trim(),
      email: booking.email,
      location: booking.location,
      lead:
        booking.quoteId !== null
          ? { kind: "quote", id: booking.quoteId }
          : { kind: "contact", id: booking.contactSubmissionId! },
    });
  }
  for (const block of blocks) {
    // A block spanning days shows on each day it touches.
    for (const entry of days) {
      const start = fromWallClock(dayStart(entry.day), zone);
      const end = fromWallClock(dayStart(entry.day) + DAY_MS, zone);
      if (block.startsAt.getTime() < end && block.endsAt.getTime() > start) {
        entry.blocks.push({
          id: block.id,
          startsAt: block.startsAt.toISOString(),
          endsAt: block.endsAt.toISOString(),
          reason: block.reason,
        });
      }
    }
  }
  return {
    weekStart,
    previousWeek: keyOf(first - 7 * DAY_MS),
    nextWeek: keyOf(first + 7 * DAY_MS),
    days,
    feed,
  };
}

/**
 * Blocks a business-local day, or from–to within it. A block over a booked consultation is refused
 * (issue 34, item 14): the owner moves it (the customer gets the new invitation) or cancels it
 * first, so the customer's page never shows a booking the owner has overridden.
 */
export async function blockTime(db: Db, input: BlockTimeInput, adminId: string | null) {
  const midnight = dayStart(input.day);
  const startsAt = new Date(fromWallClock(midnight + (input.from ? minutesOf(input.from) : 0), zone));
  const endsAt = new Date(fromWallClock(input.to ? midnight + minutesOf(input.to) : midnight + DAY_MS, zone));
  const covered = await activeBookingsBetween(db, startsAt, endsAt);
  if (covered.length > 0) {
    const described = covered.map((booking) => formatBusinessTime(booking.startsAt)).join(", ");
    throw new BlockOverBooking(
      covered.map((booking) => booking.id),
      described,
    );
  }
  const block = await insertBlock(db, { startsAt, endsAt, reason: input.reason?.trim() || null, createdBy: adminId });
  return {
    id: block.id,
    startsAt: block.startsAt.toISOString(),
    endsAt: block.endsAt.toISOString(),
    reason: block.reason,
  };
}

export async function unblockTime(db: Db, id: number): Promise<void> {
  if (!(await deleteBlock(db, id))) throw new BlockNotFound(id);
}
