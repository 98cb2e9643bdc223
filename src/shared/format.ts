/**
 * Every date and text format the site shows, for pages, islands and e-mails alike. Public dates
 * are read in UTC so the build and the browser print the same day; the console's dates are in the
 * admin's own time zone, since they say when something happened to them.
 */

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

/** "September 20, 2024": the long US format of published dates. */
export function formatLongDate(date: DateInput): string {
  return LONG_US_DATE.format(toDate(date));
}

/** "September 2024": a project's completion. */
export function formatMonthYear(date: DateInput): string {
  return MONTH_YEAR.format(toDate(date));
}

/** "Sep 20, 2024" in the viewer's zone (console tables and cards); "" without a date. */
export function formatShortDate(date: DateInput | null | undefined): string {
  return date ? SHORT_LOCAL_DATE.format(toDate(date)) : "";
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
