/**
 * Consultation slots (issue 23 item 1): built from the business hours on New York's wall clock,
 * across the March and November clock changes, with the cut-off, travel buffer, daily maximum
 * and the owner's blocks taken away. The clock is injected; nothing here reads Date.now().
 */
import { describe, expect, it } from "vitest";
import { gridSlots, nearestSlots, openSlots, type TimeRange } from "../../src/server/booking/slots";
import { formatBusinessClock } from "../../src/shared/format";
import { DEFAULT_BOOKING_SETTINGS as settings } from "../../src/shared/schemas/booking";
import { siteBusinessHours } from "../../src/shared/speed-to-lead";

const at = (iso: string) => new Date(iso);
const range = (startsAt: string, endsAt: string): TimeRange => ({ startsAt: at(startsAt), endsAt: at(endsAt) });
const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
const ofDay = (slots: { day: string; startsAt: Date }[], day: string) => starts(slots.filter((s) => s.day === day));

describe("consultation slots", () => {
  it("keep 9 a.m. at 9 a.m. across the March change (EST before, EDT after)", () => {
    // Friday 6 March 2026, noon in New York (EST, UTC-5); clocks go forward on Sunday 8 March.
    const slots = openSlots({ now: at("2026-03-06T17:00:00Z"), settings, bookings: [], blocks: [] });
    expect(ofDay(slots, "2026-03-06")).toEqual([]); // inside the 12-hour cut-off
    expect(ofDay(slots, "2026-03-07")).toEqual([
      "2026-03-07T13:00:00.000Z", // Saturday 8:00 EST
      "2026-03-07T14:30:00.000Z",
      "2026-03-07T16:00:00.000Z",
      "2026-03-07T17:30:00.000Z",
      "2026-03-07T19:00:00.000Z", // 14:00-15:00, the last one ending by 16:00
    ]);
    expect(ofDay(slots, "2026-03-08")).toEqual([]); // closed on Sundays
    const monday = ofDay(slots, "2026-03-09");
    expect(monday[0]).toBe("2026-03-09T11:00:00.000Z"); // Monday 7:00 EDT (UTC-4)
    expect(monday).toHaveLength(7); // 7:00 … 16:00, every 90 minutes, the last ending at 17:00
    expect(monday.at(-1)).toBe("2026-03-09T20:00:00.000Z");
    expect(slots.map((slot) => formatBusinessClock(slot.startsAt))).toContain("7:00 AM ET");
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(60 * 60_000);
    // 14 days from Friday: 2 Saturdays of 5 and 9 weekdays of 7 (the first Friday lies inside the cut-off).
    expect(slots).toHaveLength(2 * 5 + 9 * 7);
    expect(new Set(slots.map((slot) => slot.day)).size).toBe(11);
  });

  it("keep the hours across the November change (EDT before, EST after)", () => {
    // Friday 30 October 2026, noon EDT; clocks go back on Sunday 1 November.
    const slots = openSlots({ now: at("2026-10-30T16:00:00Z"), settings, bookings: [], blocks: [] });
    expect(ofDay(slots, "2026-10-31")[0]).toBe("2026-10-31T12:00:00.000Z"); // Saturday 8:00 EDT
    expect(ofDay(slots, "2026-11-01")).toEqual([]);
    expect(ofDay(slots, "2026-11-02")[0]).toBe("2026-11-02T12:00:00.000Z"); // Monday 7:00 EST
    expect(ofDay(slots, "2026-11-02").at(-1)).toBe("2026-11-02T21:00:00.000Z"); // 16:00 EST
    expect(new Set(slots.map((slot) => formatBusinessClock(slot.startsAt)))).toEqual(
      new Set([
        "7:00 AM ET",
        "8:30 AM ET",
        "10:00 AM ET",
        "11:30 AM ET",
        "1:00 PM ET",
        "2:30 PM ET",
        "4:00 PM ET",
        "8:00 AM ET",
        "9:30 AM ET",
        "11:00 AM ET",
        "12:30 PM ET",
        "2:00 PM ET",
      ]),
    );
  });

  it("reads the business's day whatever the server's clock says (late evening UTC is still today in New York)", () => {
    // 23:30 on Monday 9 March in New York is already Tuesday 03:30 UTC.
    const grid = gridSlots(at("2026-03-10T03:30:00Z"), { ...settings, horizonDays: 1 });
    expect(new Set(grid.map((slot) => slot.day))).toEqual(new Set(["2026-03-09"]));
  });

  it("honour the cut-off to the minute", () => {
    const now = at("2026-03-09T00:00:00Z"); // Sunday 8 March, 20:00 EDT
    const first = (cutoffHours: number) =>
      openSlots({ now, settings: { ...settings, cutoffHours }, bookings: [], blocks: [] })[0]!.startsAt.toISOString();
    expect(first(11)).toBe("2026-03-09T11:00:00.000Z"); // Monday 7:00 is exactly 11 h away
    expect(first(12)).toBe("2026-03-09T12:30:00.000Z"); // 7:00 is inside 12 h; 8:30 is not
  });

  it("keep the travel buffer around bookings and stop at the daily maximum", () => {
    const now = at("2026-03-06T17:00:00Z");
    const booked = range("2026-03-09T12:30:00Z", "2026-03-09T13:30:00Z"); // Monday 8:30-9:30 EDT
    const monday = ofDay(openSlots({ now, settings, bookings: [booked], blocks: [] }), "2026-03-09");
    expect(monday).not.toContain("2026-03-09T12:30:00.000Z");
    expect(monday).toContain("2026-03-09T11:00:00.000Z"); // 7:00-8:00 ends 30 min before 8:30: allowed
    expect(monday).toContain("2026-03-09T14:00:00.000Z"); // 10:00 starts 30 min after 9:30: allowed
    const tightBuffer = { ...settings, travelBufferMinutes: 45 };
    const tight = ofDay(openSlots({ now, settings: tightBuffer, bookings: [booked], blocks: [] }), "2026-03-09");
    expect(tight).not.toContain("2026-03-09T11:00:00.000Z");

    const four = ["11:00", "14:00", "17:00", "20:00"].map((time) =>
      range(`2026-03-10T${time}:00Z`, `2026-03-10T${String(Number(time.slice(0, 2)) + 1)}:00:00Z`),
    );
    const full = openSlots({ now, settings, bookings: four, blocks: [] });
    expect(ofDay(full, "2026-03-10")).toEqual([]);
    expect(ofDay(full, "2026-03-11")).toHaveLength(7);
  });

  it("leave out blocked time and offer the nearest open times", () => {
    const now = at("2026-03-06T17:00:00Z");
    const dayOff = range("2026-03-10T04:00:00Z", "2026-03-11T04:00:00Z"); // all of Tuesday 10 March, EDT
    const slots = openSlots({ now, settings, bookings: [], blocks: [dayOff] });
    expect(ofDay(slots, "2026-03-10")).toEqual([]);
    expect(ofDay(slots, "2026-03-09")).toHaveLength(7);
    const nearest = nearestSlots(slots, at("2026-03-10T14:00:00Z"), 3);
    // Tuesday 10:00 wanted: Monday 16:00 is 18 h away, 14:30 19.5 h; Monday 13:00 and Wednesday 7:00 tie at 21 h,
    // and the earlier wins.
    expect(starts(nearest)).toEqual([
      "2026-03-09T17:00:00.000Z",
      "2026-03-09T18:30:00.000Z",
      "2026-03-09T20:00:00.000Z",
    ]);
  });

  it("leave out the owner's holidays", () => {
    const now = at("2026-03-06T17:00:00Z");
    const business = { ...siteBusinessHours, holidays: [{ date: "2026-03-09", name: "A day off for the crew" }] };
    const slots = openSlots({ now, settings, bookings: [], blocks: [], business });
    expect(ofDay(slots, "2026-03-09")).toEqual([]);
    expect(ofDay(slots, "2026-03-10")).toHaveLength(7);
  });

  it("let a booking being moved not block its own time", () => {
    const now = at("2026-03-06T17:00:00Z");
    const mine = range("2026-03-09T11:00:00Z", "2026-03-09T12:00:00Z");
    const others = openSlots({ now, settings, bookings: [mine], blocks: [] });
    const moving = openSlots({ now, settings, bookings: [mine], blocks: [], ignoreBooking: mine });
    expect(starts(others)).not.toContain("2026-03-09T11:00:00.000Z");
    expect(starts(moving)).toContain("2026-03-09T11:00:00.000Z");
  });
});
