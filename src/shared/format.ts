/**
 * Every date and text format the site shows, for pages, islands and e-mails alike. Public dates
 * are read in UTC so the build and the browser print the same day; the console's dates are in the
 * admin's own time zone, since they say when something happened to them; e-mails and CSV exports
 * are read away from the console, so they print the business's own time (site.timeZone).
 */
import { site } from "./site";

type DateInput = Date | string;

const toDate = (date: DateInput) => (typeof date === "string" ? new Date(date) : date);

const LONG_US_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const SHORT_LOCAL_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const LOCAL_DATE_TIME = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The wall-clock parts of `date` in the business's zone, 24-hour. */
const BUSINESS_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  hourCycle: "h23",
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const BUSINESS_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function partsOf(format: Intl.DateTimeFormat, date: DateInput): Record<string, string> {
  return Object.fromEntries(format.formatToParts(toDate(date)).map((part) => [part.type, part.value]));
}

/** "Tue Nov 24, 3:59 PM ET": a time as every e-mail shows it, in the business's zone (never UTC). */
export function formatBusinessTime(date: DateInput): string {
  const p = partsOf(BUSINESS_TIME, date);
  return `${p.weekday} ${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod} ${site.timeZoneLabel}`;
}

/** "Mon Mar 9": a day in the business's zone (booking lists, the agenda). */
export function formatBusinessDay(date: DateInput): string {
  const p = partsOf(BUSINESS_TIME, date);
  return `${p.weekday} ${p.month} ${p.day}`;
}

/** "7:00 AM ET": a time of day in the business's zone, labelled. */
export function formatBusinessClock(date: DateInput): string {
  const p = partsOf(BUSINESS_TIME, date);
  return `${p.hour}:${p.minute} ${p.dayPeriod} ${site.timeZoneLabel}`;
}

/** "2026-03-09": the business-local calendar day of an instant. */
export function businessDayKey(date: DateInput): string {
  const p = partsOf(BUSINESS_PARTS, date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-11-24 15:59": a time in the business's zone that spreadsheets read as a date (CSV exports). */
export function formatSpreadsheetTime(date: DateInput): string {
  const p = partsOf(BUSINESS_PARTS, date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "September 20, 2024": the long US format of published dates. */
export function formatLongDate(date: DateInput): string {
  return LONG_US_DATE.format(toDate(date));
}

/** "September 2024": a project's completion. */
export function formatMonthYear(date: DateInput): string {
  return MONTH_YEAR.format(toDate(date));
}

const SHORT_DAY = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Sep 20, 2024" in the viewer's zone (console tables and cards); "" without a date. A day
 * ("2024-09-20", see dayOf) is that day wherever the viewer is.
 */
export function formatShortDate(date: DateInput | null | undefined): string {
  if (!date) return "";
  return typeof date === "string" && DAY_ONLY.test(date)
    ? SHORT_DAY.format(toDate(date))
    : SHORT_LOCAL_DATE.format(toDate(date));
}

/** "Sep 20, 2024, 3:05 PM" in the viewer's zone (console details); "" without a date. */
export function formatDateTime(date: DateInput | null | undefined): string {
  return date ? LOCAL_DATE_TIME.format(toDate(date)) : "";
}

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$37,500": a sum of money in whole dollars (the dashboard's pipeline value). */
export function formatDollars(amount: number): string {
  return WHOLE_DOLLARS.format(amount);
}

/** Machine-readable date for a <time datetime>. */
export function isoDate(date: DateInput): string {
  return toDate(date).toISOString().slice(0, 10);
}

/**
 * Columns that hold a calendar day (a project's completion, a quote's scheduled visit) keep it at
 * 00:00 UTC; the API reads and writes the day itself, "2026-03-14", both ways (issue 24).
 */
export const dayOf = (stored: Date | null): string | null => (stored ? isoDate(stored) : null);

/** The instant a calendar day ("2026-03-14") is kept as; null for none. */
export const storedDay = (day: string | null | undefined): Date | null => (day ? new Date(`${day}T00:00:00Z`) : null);

/** "24/7 emergency service" → "24/7 emergency service"; "emergency" → "Emergency". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-11-24T09:30" in the viewer's zone, for <input type="datetime-local">; "" without a date. */
export function toDateTimeLocal(date: DateInput | null | undefined): string {
  if (!date) return "";
  const d = toDate(date);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value names in the viewer's zone, as ISO; null when empty, the value itself when invalid (the schema says so). */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
