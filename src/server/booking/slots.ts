/**
 * The consultation slots a visitor may pick (issue 23 item 1, decision 041). Pure: the clock, the
 * settings, the opening hours and what is already taken are passed in, so the same function serves
 * the booking page, the booking's own re-check and the tests across the clock changes.
 *
 * A day's slots start at opening time and follow each other every consultation + travel buffer,
 * the last one ending by closing time, all on the business's wall clock (America/New_York) and
 * turned into instants with the speed-to-lead conversion, so 9:00 is 9:00 on either side of a
 * daylight-saving change. A slot is offered when it starts at least the cut-off from now (what
 * cannot be cancelled online cannot be booked online either), overlaps no block, keeps the travel
 * buffer from every active booking, and its day has fewer than the daily maximum. Holidays (the
 * owner's list in the follow-up settings) are closed days.
 */
import type { Holiday } from "../../shared/business-calendar";
import type { BookingSettings } from "../../shared/schemas/booking";
import { siteBusinessHours, type BusinessHours } from "../../shared/speed-to-lead";
import { DAY_MS, DAY_NAMES, fromWallClock, minutesOf, wallClock } from "../../shared/wall-clock";

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

export interface Slot extends TimeRange {
  /** The business-local day, "YYYY-MM-DD". */
  day: string;
}

export interface SlotInput {
  now: Date;
  settings: BookingSettings;
  /** Active bookings (any that may touch the horizon). */
  bookings: readonly TimeRange[];
  /** The owner's blocks. */
  blocks: readonly TimeRange[];
  /** A booking being moved: it neither blocks its own new time nor counts for its day. */
  ignoreBooking?: TimeRange;
  business?: SlotCalendar;
}

/** Opening hours, and the holidays the business is closed on (the follow-up settings' list). */
export type SlotCalendar = BusinessHours & { holidays?: readonly Holiday[] };

const MINUTE = 60_000;

/** "YYYY-MM-DD": the local calendar day of an instant in `timeZone`. */
export const localDayKey = (instant: Date, timeZone: string) =>
  new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);

/** Every grid slot of the horizon's days, before anything is taken away. */
export function gridSlots(now: Date, settings: BookingSettings, business: SlotCalendar = siteBusinessHours): Slot[] {
  const slots: Slot[] = [];
  const closed = new Set((business.holidays ?? []).map((holiday) => holiday.date));
  const length = settings.consultationMinutes * MINUTE;
  const step = (settings.consultationMinutes + settings.travelBufferMinutes) * MINUTE;
  const todayLocal = wallClock(now.getTime(), business.timeZone);
  const firstDay = todayLocal - (todayLocal % DAY_MS);
  for (let index = 0; index < settings.horizonDays; index++) {
    const localDay = firstDay + index * DAY_MS;
    const dayName = DAY_NAMES[new Date(localDay).getUTCDay()]!;
    const day = new Date(localDay).toISOString().slice(0, 10); // the wall-clock day itself
    if (closed.has(day)) continue;
    for (const opening of business.hours) {
      if (!opening.dayOfWeek.includes(dayName)) continue;
      const closes = localDay + minutesOf(opening.closes);
      for (let start = localDay + minutesOf(opening.opens); start + length <= closes; start += step) {
        const startsAt = fromWallClock(start, business.timeZone);
        // The wall-clock length, converted on its own: a slot across a change keeps its local end.
        const endsAt = fromWallClock(start + length, business.timeZone);
        slots.push({ startsAt: new Date(startsAt), endsAt: new Date(endsAt), day });
      }
    }
  }
  return slots;
}

const overlaps = (a: TimeRange, b: TimeRange, padMs = 0) =>
  a.startsAt.getTime() < b.endsAt.getTime() + padMs && b.startsAt.getTime() - padMs < a.endsAt.getTime();

const sameRange = (a: TimeRange, b: TimeRange) =>
  a.startsAt.getTime() === b.startsAt.getTime() && a.endsAt.getTime() === b.endsAt.getTime();

/** The slots open to a visitor now, earliest first. */
export function openSlots(input: SlotInput): Slot[] {
  const { now, settings, blocks } = input;
  const bookings = input.ignoreBooking
    ? input.bookings.filter((booking) => !sameRange(booking, input.ignoreBooking!))
    : input.bookings;
  const earliest = now.getTime() + settings.cutoffHours * 60 * MINUTE;
  const buffer = settings.travelBufferMinutes * MINUTE;
  const timeZone = (input.business ?? siteBusinessHours).timeZone;
  const perDay = new Map<string, number>();
  for (const booking of bookings) {
    const day = localDayKey(booking.startsAt, timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return gridSlots(now, settings, input.business).filter(
    (slot) =>
      slot.startsAt.getTime() >= earliest &&
      (perDay.get(slot.day) ?? 0) < settings.dailyMax &&
      !blocks.some((block) => overlaps(slot, block)) &&
      !bookings.some((booking) => overlaps(slot, booking, buffer)),
  );
}

/** The `count` open slots nearest to `wanted` (what "that time was just taken" offers instead). */
export function nearestSlots(slots: readonly Slot[], wanted: Date, count = 3): Slot[] {
  const distance = (slot: Slot) => Math.abs(slot.startsAt.getTime() - wanted.getTime());
  return [...slots]
    .sort((a, b) => distance(a) - distance(b) || a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, count)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
