/**
 * When an automatic text may go (issue 32, item 2): inside the business's hours (its calendar, holidays
 * included) and never during the customer's quiet hours, 9 pm to 8 am in the customer's time zone
 * (America/New_York for NJ and NY, the states the business serves). A moment that fails either moves to the next
 * that passes both: a lead at 7:30 on a weekday (open from 7:00) gets its text at 8:00; one at 22:00 gets it at
 * the next business morning. Pure: `now` is passed in, so tests walk a fake clock across the clock changes.
 */
import { isOpenAt, nextBusinessMoment, type BusinessCalendar } from "./business-calendar";
import { DAY_MS, fromWallClock, wallClock } from "./wall-clock";

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
const NEW_YORK = "America/New_York";
const MAX_STEPS = 30;

/** The customer's zone by the lead's state; the business's own zone otherwise. */
export function customerTimeZone(state: string | null | undefined, fallback = NEW_YORK): string {
  const code = (state ?? "").trim().toUpperCase();
  return code === "NJ" || code === "NY" || code === "NEW JERSEY" || code === "NEW YORK" ? NEW_YORK : fallback;
}

export function isQuietHour(instant: Date, timeZone: string): boolean {
  const hour = new Date(wallClock(instant.getTime(), timeZone)).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The first 8:00 in `timeZone` at or after `instant` (today's when before it, else tomorrow's). */
function quietHoursEnd(instant: Date, timeZone: string): Date {
  const local = wallClock(instant.getTime(), timeZone);
  const midnight = local - (local % DAY_MS);
  const today = midnight + QUIET_UNTIL_HOUR * 3_600_000;
  return new Date(fromWallClock(local < today ? today : today + DAY_MS, timeZone));
}

/** The first moment from `now` inside business hours and outside the customer's quiet hours. */
export function textMoment(now: Date, calendar: BusinessCalendar, timeZone: string): Date {
  let moment = now;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (!isOpenAt(moment, calendar)) moment = nextBusinessMoment(moment, calendar);
    else if (isQuietHour(moment, timeZone)) moment = quietHoursEnd(moment, timeZone);
    else return moment;
  }
  throw new Error("No moment to text within the calendar's search");
}

/**
 * When a follow-up step's text may go (issue 32 item 2): a scheduled step's at its moment moved past closed hours
 * and the customer's quiet hours; one the owner sends by hand at once, unless it is the customer's night.
 */
export function stepTextMoment(now: Date, calendar: BusinessCalendar, state: string | null, byOwner: boolean): Date {
  if (byOwner) return outsideQuietHours(now, state);
  return textMoment(now, calendar, customerTimeZone(state));
}

/** `now`, or the customer's next 8:00 when `now` is their night (a booking's text, issue 32 item 2). */
export function outsideQuietHours(now: Date, state: string | null): Date {
  const zone = customerTimeZone(state);
  return isQuietHour(now, zone) ? quietHoursEnd(now, zone) : now;
}
