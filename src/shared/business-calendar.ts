/**
 * The business calendar: which days the business works (the site's opening hours, in its own time
 * zone, minus the holidays the owner lists in Settings) and when the next moment inside those hours
 * is. Everything that must happen "in business time" asks here: the follow-up scheduler, review
 * requests, and booking. Pure: every function takes the moment it reasons about (`now` is always
 * passed in, never read from the clock), so tests can walk a fake clock across the clock changes.
 *
 * Days are calendar days of the business ("2026-03-09"), never instants: "two business days after
 * Friday" is Tuesday whatever the offset does in between, and "Tuesday at 9:00" is then converted
 * once, so a send planned at 9:00 stays at 9:00 local on both sides of a daylight-saving change.
 * The wall-clock conversion is wall-clock.ts's (one copy).
 */
import { siteBusinessHours, type BusinessHours } from "./speed-to-lead";
import { DAY_MS, DAY_NAMES, fromWallClock, minutesOf, wallClock } from "./wall-clock";

/** A calendar day of the business, "YYYY-MM-DD". */
export type BusinessDay = string;

export interface Holiday {
  /** "YYYY-MM-DD" */
  date: BusinessDay;
  name: string;
}

export interface BusinessCalendar extends BusinessHours {
  /** Days the business is closed although its hours say open. */
  holidays: readonly Holiday[];
}

/**
 * The federal holidays a private contractor usually closes for, 2026-2027, seeded as the editable
 * default. A holiday on a Saturday (the business opens Saturdays) closes that Saturday and the
 * Friday the federal calendar observes; one on a Sunday is observed on the Monday.
 */
export const DEFAULT_HOLIDAYS: readonly Holiday[] = [
  { date: "2026-01-01", name: "New Year's Day" },
  { date: "2026-05-25", name: "Memorial Day" },
  { date: "2026-07-03", name: "Independence Day (observed)" },
  { date: "2026-07-04", name: "Independence Day" },
  { date: "2026-09-07", name: "Labor Day" },
  { date: "2026-11-26", name: "Thanksgiving Day" },
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2027-01-01", name: "New Year's Day" },
  { date: "2027-05-31", name: "Memorial Day" },
  { date: "2027-07-05", name: "Independence Day (observed)" },
  { date: "2027-09-06", name: "Labor Day" },
  { date: "2027-11-25", name: "Thanksgiving Day" },
  { date: "2027-12-24", name: "Christmas Day (observed)" },
  { date: "2027-12-25", name: "Christmas Day" },
  { date: "2027-12-31", name: "New Year's Day (observed)" },
];

export const siteCalendar = (holidays: readonly Holiday[] = DEFAULT_HOLIDAYS): BusinessCalendar => ({
  ...siteBusinessHours,
  holidays,
});

const dayStart = (day: BusinessDay) => Date.parse(`${day}T00:00:00Z`);
const dayString = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The business's calendar day at `instant`. */
export function businessDayOf(instant: Date, calendar: BusinessHours = siteBusinessHours): BusinessDay {
  return dayString(wallClock(instant.getTime(), calendar.timeZone));
}

/** The day `count` calendar days after `day` (negative: before). */
export const shiftDay = (day: BusinessDay, count: number): BusinessDay => dayString(dayStart(day) + count * DAY_MS);

/** The instant the business's clock reads `hhmm` on `day`. */
export function atLocalTime(day: BusinessDay, hhmm: string, calendar: BusinessHours = siteBusinessHours): Date {
  return new Date(fromWallClock(dayStart(day) + minutesOf(hhmm), calendar.timeZone));
}

/** `day`'s opening and closing instants, or undefined when the business is closed all day. */
export function openingOn(day: BusinessDay, calendar: BusinessCalendar): { opens: Date; closes: Date } | undefined {
  if (calendar.holidays.some((holiday) => holiday.date === day)) return undefined;
  const name = DAY_NAMES[new Date(dayStart(day)).getUTCDay()]!;
  const hours = calendar.hours.find((opening) => opening.dayOfWeek.includes(name));
  if (!hours) return undefined;
  return { opens: atLocalTime(day, hours.opens, calendar), closes: atLocalTime(day, hours.closes, calendar) };
}

export const isBusinessDay = (day: BusinessDay, calendar: BusinessCalendar) => openingOn(day, calendar) !== undefined;

/** A year without one open day is a configuration error, not a reason to loop forever. */
const MAX_DAYS_SEARCHED = 366;

/** The first business day on or after `day`. */
function firstBusinessDayFrom(day: BusinessDay, calendar: BusinessCalendar): BusinessDay {
  for (let candidate = day, n = 0; n <= MAX_DAYS_SEARCHED; n++, candidate = shiftDay(candidate, 1)) {
    if (isBusinessDay(candidate, calendar)) return candidate;
  }
  throw new Error("The business calendar has no open day within a year");
}

/** The `count`-th business day after `day` (0: `day` itself when it is one, else the next one). */
export function addBusinessDays(day: BusinessDay, count: number, calendar: BusinessCalendar): BusinessDay {
  let result = firstBusinessDayFrom(day, calendar);
  if (count > 0 && result !== day) count--;
  for (let n = 0; n < count; n++) result = firstBusinessDayFrom(shiftDay(result, 1), calendar);
  return result;
}

/** Whether `instant` is inside opening hours (a day's closing minute is outside). */
export function isOpenAt(instant: Date, calendar: BusinessCalendar): boolean {
  const opening = openingOn(businessDayOf(instant, calendar), calendar);
  return !!opening && instant >= opening.opens && instant < opening.closes;
}

/**
 * The next moment inside business hours: `from` itself when the business is open then, else the
 * next opening (later today, or the next business day's). Booking and the scheduler share it.
 */
export function nextBusinessMoment(from: Date, calendar: BusinessCalendar): Date {
  let day = businessDayOf(from, calendar);
  for (let n = 0; n <= MAX_DAYS_SEARCHED; n++, day = shiftDay(day, 1)) {
    const opening = openingOn(day, calendar);
    if (!opening || from >= opening.closes) continue;
    return from >= opening.opens ? from : opening.opens;
  }
  throw new Error("The business calendar has no open day within a year");
}

/**
 * When something planned `businessDays` business days after `anchor`, at `hhmm` local time, goes:
 * that day's `hhmm` (or, outside its hours, the next business moment); never before `anchor`.
 */
export function plannedMoment(anchor: Date, businessDays: number, hhmm: string, calendar: BusinessCalendar): Date {
  const day = addBusinessDays(businessDayOf(anchor, calendar), businessDays, calendar);
  const planned = atLocalTime(day, hhmm, calendar);
  return nextBusinessMoment(planned < anchor ? anchor : planned, calendar);
}
