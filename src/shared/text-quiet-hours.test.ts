import { describe, expect, it } from "vitest";
import { siteCalendar } from "./business-calendar";
import { customerTimeZone, isQuietHour, textMoment } from "./text-quiet-hours";

const NY = "America/New_York";
const calendar = siteCalendar([]);
/** An instant given as New York wall-clock time with its UTC offset spelled out. */
const at = (iso: string) => new Date(iso);
const moment = (iso: string) => textMoment(at(iso), calendar, NY).toISOString();

describe("when the first text may go (business hours, never 9 pm–8 am for the customer)", () => {
  it("goes at once inside business hours outside quiet hours", () => {
    expect(moment("2026-06-10T10:15:00-04:00")).toBe(at("2026-06-10T10:15:00-04:00").toISOString());
  });

  it("waits for 8:00 when the business opens at 7:00 (weekday) and the customer is still in quiet hours", () => {
    expect(moment("2026-06-10T07:30:00-04:00")).toBe(at("2026-06-10T08:00:00-04:00").toISOString());
  });

  it("after closing goes at the next business morning; a Saturday evening waits for Monday", () => {
    expect(moment("2026-06-10T19:00:00-04:00")).toBe(at("2026-06-11T08:00:00-04:00").toISOString());
    // Saturday opens 8:00–16:00, Sunday is closed.
    expect(moment("2026-06-13T17:00:00-04:00")).toBe(at("2026-06-15T08:00:00-04:00").toISOString());
  });

  it("holds across the March change (clocks jump 2:00 → 3:00 on Sunday 2026-03-08)", () => {
    // Saturday 2026-03-07 at 22:30 EST → Monday 2026-03-09 at 8:00 EDT (12:00Z, not 13:00Z).
    expect(moment("2026-03-07T22:30:00-05:00")).toBe("2026-03-09T12:00:00.000Z");
    // Friday night before: Saturday 8:00 EST.
    expect(moment("2026-03-06T23:00:00-05:00")).toBe("2026-03-07T13:00:00.000Z");
    // A Monday 7:10 after the change: 8:00 EDT.
    expect(moment("2026-03-09T07:10:00-04:00")).toBe("2026-03-09T12:00:00.000Z");
  });

  it("holds across the November change (clocks fall back 2:00 → 1:00 on Sunday 2026-11-01)", () => {
    // Saturday 2026-10-31 at 21:05 EDT → Monday 2026-11-02 at 8:00 EST (13:00Z).
    expect(moment("2026-10-31T21:05:00-04:00")).toBe("2026-11-02T13:00:00.000Z");
    // 1:30 on the repeated hour of Sunday → Monday 8:00 EST.
    expect(moment("2026-11-01T01:30:00-05:00")).toBe("2026-11-02T13:00:00.000Z");
    expect(isQuietHour(at("2026-11-01T01:30:00-04:00"), NY)).toBe(true);
  });

  it("never lands in 21:00–08:00 New York time, walking every 17 minutes through both change weeks", () => {
    for (const start of ["2026-03-05T00:00:00Z", "2026-10-29T00:00:00Z"]) {
      for (let t = Date.parse(start); t < Date.parse(start) + 6 * 86_400_000; t += 17 * 60_000) {
        const sent = textMoment(new Date(t), calendar, NY);
        expect(sent.getTime()).toBeGreaterThanOrEqual(t);
        expect(isQuietHour(sent, NY)).toBe(false);
      }
    }
  });

  it("texts NJ and NY customers on New York time", () => {
    expect(customerTimeZone("NJ")).toBe(NY);
    expect(customerTimeZone("ny")).toBe(NY);
    expect(customerTimeZone(null)).toBe(NY);
  });
});
