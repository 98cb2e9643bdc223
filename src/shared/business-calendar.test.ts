import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  atLocalTime,
  businessDayOf,
  DEFAULT_HOLIDAYS,
  isOpenAt,
  nextBusinessMoment,
  openingOn,
  plannedMoment,
  siteCalendar,
} from "./business-calendar";

const calendar = siteCalendar();
const noHolidays = siteCalendar([]);
const at = (iso: string) => new Date(iso);

describe("business calendar (America/New_York, Mon-Fri 7-18, Sat 8-16)", () => {
  it("knows the business's day, not UTC's", () => {
    // 03:30 UTC on Tuesday is still Monday evening in New York.
    expect(businessDayOf(at("2026-11-24T03:30:00Z"))).toBe("2026-11-23");
  });

  it("never counts Sundays or holidays as business days; Saturdays count (the business opens)", () => {
    expect(addBusinessDays("2026-11-20", 1, noHolidays)).toBe("2026-11-21"); // Fri → Sat
    expect(addBusinessDays("2026-11-21", 1, noHolidays)).toBe("2026-11-23"); // Sat → Mon (Sunday skipped)
    expect(addBusinessDays("2026-11-22", 0, noHolidays)).toBe("2026-11-23"); // a Sunday's "day 0" is Monday
    expect(addBusinessDays("2026-11-22", 1, noHolidays)).toBe("2026-11-23");
    // Thanksgiving (Thu 26 Nov 2026) is a seeded holiday: Wed + 1 is Friday.
    expect(addBusinessDays("2026-11-25", 1, calendar)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-25", 1, noHolidays)).toBe("2026-11-26");
    expect(openingOn("2026-12-25", calendar)).toBeUndefined();
    expect(openingOn("2026-11-22", calendar)).toBeUndefined();
  });

  it("finds the next moment inside business hours", () => {
    // Friday 18:30 EST → Saturday 08:00 EST (13:00 UTC).
    expect(nextBusinessMoment(at("2026-11-20T23:30:00Z"), calendar).toISOString()).toBe("2026-11-21T13:00:00.000Z");
    // Saturday 16:00 (closing) → Monday 07:00.
    expect(nextBusinessMoment(at("2026-11-21T21:00:00Z"), calendar).toISOString()).toBe("2026-11-23T12:00:00.000Z");
    // Inside hours: the moment itself.
    expect(nextBusinessMoment(at("2026-11-23T15:00:00Z"), calendar).toISOString()).toBe("2026-11-23T15:00:00.000Z");
    // Wednesday evening before Thanksgiving → Friday 07:00.
    expect(nextBusinessMoment(at("2026-11-25T23:30:00Z"), calendar).toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(isOpenAt(at("2026-11-26T15:00:00Z"), calendar)).toBe(false);
  });

  it("keeps 9:00 at 9:00 local across the March change (EST → EDT)", () => {
    // Friday 6 March 2026, 9:00 EST = 14:00 UTC; two business days later is Monday 9 March, 9:00 EDT = 13:00 UTC.
    const anchor = at("2026-03-06T14:00:00Z");
    expect(plannedMoment(anchor, 2, "09:00", calendar).toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(atLocalTime("2026-03-07", "09:00").toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(atLocalTime("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T13:00:00.000Z");
  });

  it("keeps 9:00 at 9:00 local across the November change (EDT → EST)", () => {
    // Friday 30 Oct 2026 9:00 EDT = 13:00 UTC; two business days later is Monday 2 Nov, 9:00 EST = 14:00 UTC.
    const anchor = at("2026-10-30T13:00:00Z");
    expect(plannedMoment(anchor, 2, "09:00", calendar).toISOString()).toBe("2026-11-02T14:00:00.000Z");
    // Sunday 1 Nov (the change) is no business day, and the repeated 1 a.m. hour does not make one.
    expect(addBusinessDays("2026-10-31", 1, calendar)).toBe("2026-11-02");
  });

  it("plans never before the anchor: a 'day 0' at 9:00 from 14:30 goes at 14:30", () => {
    const anchor = at("2026-11-23T19:30:00Z"); // Monday 14:30 EST
    expect(plannedMoment(anchor, 0, "09:00", calendar).toISOString()).toBe(anchor.toISOString());
  });

  it("moves a time outside a day's hours to the next opening (Saturday closes at 16:00)", () => {
    const anchor = at("2026-11-20T14:00:00Z"); // Friday 9:00
    // One business day later is Saturday; 17:00 is after Saturday's closing → Monday 07:00.
    expect(plannedMoment(anchor, 1, "17:00", calendar).toISOString()).toBe("2026-11-23T12:00:00.000Z");
  });

  it("seeds holidays for 2026 and 2027, none on a Sunday", () => {
    expect(DEFAULT_HOLIDAYS.some((h) => h.date.startsWith("2026"))).toBe(true);
    expect(DEFAULT_HOLIDAYS.some((h) => h.date.startsWith("2027"))).toBe(true);
    for (const holiday of DEFAULT_HOLIDAYS) expect(new Date(`${holiday.date}T12:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it("refuses a calendar with no open day instead of looping", () => {
    const closed = { ...calendar, hours: [] };
    expect(() => nextBusinessMoment(at("2026-11-23T15:00:00Z"), closed)).toThrow(/no open day/);
  });
});
