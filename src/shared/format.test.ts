import { describe, expect, it, vi } from "vitest";
import {
  formatBusinessTime,
  formatDateTime,
  formatSpreadsheetTime,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  fromDateTimeLocal,
  isoDate,
  toDateTimeLocal,
  upperFirst,
} from "./format";
import { experienceLabel } from "./home";
import { FOUNDED_YEAR } from "./site";

describe("formatLongDate", () => {
  it("prints the long US format in UTC, whatever the local zone", () => {
    expect(formatLongDate(new Date("2024-09-20T12:00:00Z"))).toBe("September 20, 2024");
    // Just after midnight UTC is still the 1st, even where it is the evening before locally.
    expect(formatLongDate("2025-03-01T00:30:00Z")).toBe("March 1, 2025");
  });

  it("gives the machine-readable date for <time>", () => {
    expect(isoDate("2025-03-01T00:30:00Z")).toBe("2025-03-01");
  });
});

describe("formatMonthYear", () => {
  it("prints month and year in UTC", () => {
    expect(formatMonthYear("2024-09-01T00:30:00Z")).toBe("September 2024");
  });
});

describe("console dates", () => {
  it("print short dates and date-times, and nothing without a date", () => {
    expect(formatShortDate(new Date(2024, 8, 20, 15, 5))).toBe("Sep 20, 2024");
    expect(formatDateTime(new Date(2024, 8, 20, 15, 5))).toBe("Sep 20, 2024, 3:05 PM");
    expect(formatShortDate(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });

  it("print a day the API sends as YYYY-MM-DD as that day, west of UTC too", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      vi.resetModules();
      const fresh = await import("./format");
      expect(fresh.formatShortDate("2025-09-14")).toBe("Sep 14, 2025");
      expect(fresh.formatShortDate("2025-09-14T02:00:00Z")).toBe("Sep 13, 2025"); // an instant stays local
      expect(fresh.dayOf(fresh.storedDay("2025-09-14"))).toBe("2025-09-14");
      expect(fresh.storedDay(null)).toBeNull();
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });
});

describe("upperFirst", () => {
  it("capitalises only the first character", () => {
    expect(upperFirst("emergency service 24/7")).toBe("Emergency service 24/7");
    expect(upperFirst("24/7 emergency service")).toBe("24/7 emergency service");
    expect(upperFirst("")).toBe("");
  });
});

describe("experienceLabel", () => {
  it("rounds the years since founding down to a multiple of five", () => {
    expect(experienceLabel(new Date(Date.UTC(FOUNDED_YEAR + 23, 5, 1)))).toBe("20+");
    expect(experienceLabel(new Date(Date.UTC(FOUNDED_YEAR + 25, 0, 1)))).toBe("25+");
    // Too few years to round: the exact figure.
    expect(experienceLabel(new Date(Date.UTC(FOUNDED_YEAR + 4, 0, 1)))).toBe("4");
  });
});

describe("datetime-local values", () => {
  it("round-trip an instant through the viewer's zone at minute precision", () => {
    const iso = "2026-11-24T09:30:00.000Z";
    expect(fromDateTimeLocal(toDateTimeLocal(iso))).toBe(iso);
    expect(toDateTimeLocal(null)).toBe("");
    expect(fromDateTimeLocal("")).toBeNull();
    expect(fromDateTimeLocal("not a time")).toBe("not a time");
  });
});

describe("business times (e-mails and exports)", () => {
  it("prints a time in the business's zone with its label, never UTC", () => {
    expect(formatBusinessTime("2026-11-24T20:59:00Z")).toBe("Tue Nov 24, 3:59 PM ET");
    // Summer: daylight saving time, four hours behind UTC; just after midnight UTC is still the evening before.
    expect(formatBusinessTime(new Date("2026-07-01T00:05:00Z"))).toBe("Tue Jun 30, 8:05 PM ET");
  });

  it("prints a spreadsheet date-time in the business's zone, 24-hour", () => {
    expect(formatSpreadsheetTime("2026-11-24T20:59:00Z")).toBe("2026-11-24 15:59");
    expect(formatSpreadsheetTime("2026-07-01T04:00:00Z")).toBe("2026-07-01 00:00");
    expect(formatSpreadsheetTime("2026-03-08T06:59:00Z")).toBe("2026-03-08 01:59");
    expect(formatSpreadsheetTime("2026-03-08T07:00:00Z")).toBe("2026-03-08 03:00");
  });
});
