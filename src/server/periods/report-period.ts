/**
 * The numbers page's periods in business days (America/New_York): this month, the last 90 days,
 * this year or custom days, each compared with the period of equal length just before it. A day
 * runs from local midnight to the next local midnight, so a March day has 23 hours and a November
 * day 25 (the boundaries come from the wall-clock conversion of speed-to-lead.ts).
 */
import { daysInclusive, type ReportQuery, type ReportRange } from "../../shared/schemas/reports";
import { fromWallClock } from "../../shared/wall-clock";
import { site } from "../../shared/site";
import { businessDay } from "./business-day";

/** A range of business days with the instants it spans: [start, end). */
export interface ReportSpan extends ReportRange {
  start: Date;
  end: Date;
}

/** "2026-11-26" plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant local midnight begins `day` in the business's zone. */
export function dayStart(day: string, timeZone: string = site.timeZone): Date {
  return new Date(fromWallClock(Date.parse(`${day}T00:00:00Z`), timeZone));
}

export function spanOf(from: string, to: string, timeZone: string = site.timeZone): ReportSpan {
  return {
    from,
    to,
    days: daysInclusive(from, to),
    start: dayStart(from, timeZone),
    end: dayStart(addDays(to, 1), timeZone),
  };
}

/** The chosen period (days up to today, `now` in business time) and the one of equal length before it. */
export function reportSpans(query: ReportQuery, now: Date = new Date()): { current: ReportSpan; previous: ReportSpan } {
  const today = businessDay(now);
  const [from, to] =
    query.period === "custom"
      ? [query.from!, query.to!]
      : query.period === "90d"
        ? [addDays(today, -89), today]
        : query.period === "year"
          ? [`${today.slice(0, 4)}-01-01`, today]
          : [`${today.slice(0, 7)}-01`, today];
  const current = spanOf(from, to);
  const previous = spanOf(addDays(from, -current.days), addDays(from, -1));
  return { current, previous };
}
