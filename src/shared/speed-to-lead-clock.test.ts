/**
 * businessClock (many pairs at once, for the reports) against businessMsBetween (one pair): the
 * same answer for every pair, including the March and November clock changes and spans past the
 * days businessMsBetween counts.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../scripts/lib/seeded-random";
import { businessClock, businessMsBetween } from "./speed-to-lead";

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("businessClock", () => {
  it("agrees with businessMsBetween on the fixed cases (DST in March and November)", () => {
    const clock = businessClock(at("2026-01-01T00:00:00Z"), at("2026-12-31T00:00:00Z"));
    const pairs: [string, string][] = [
      ["2026-11-23T17:00:00-05:00", "2026-11-23T23:00:00-05:00"],
      ["2026-11-28T15:30:00-05:00", "2026-11-30T07:00:00-05:00"],
      ["2026-03-07T15:00:00-05:00", "2026-03-09T08:00:00-04:00"],
      ["2026-10-31T15:00:00-04:00", "2026-11-02T08:00:00-05:00"],
      ["2026-03-08T01:30:00-05:00", "2026-03-08T03:30:00-04:00"],
      ["2026-11-01T01:30:00-04:00", "2026-11-01T01:30:00-05:00"],
      ["2026-11-23T12:00:00Z", "2026-11-23T13:00:00Z"],
      ["2026-11-23T13:00:00Z", "2026-11-23T12:00:00Z"],
    ];
    for (const [from, to] of pairs) {
      expect(clock.msBetween(at(from), at(to)), `${from} → ${to}`).toBe(businessMsBetween(at(from), at(to)));
    }
    expect(clock.msBetween(at("2026-10-31T15:00:00-04:00"), at("2026-11-02T08:00:00-05:00"))).toBe(2 * HOUR);
  });

  it("agrees when laid out over only the days of a clock change", () => {
    for (const [first, last] of [
      ["2026-03-07T12:00:00-05:00", "2026-03-10T12:00:00-04:00"],
      ["2026-10-31T12:00:00-04:00", "2026-11-03T12:00:00-05:00"],
    ] as const) {
      const clock = businessClock(at(first), at(last));
      for (let from = at(first).getTime(); from < at(last).getTime(); from += 5 * HOUR + 17 * 60_000) {
        const to = new Date(Math.min(at(last).getTime(), from + 31 * HOUR));
        expect(clock.msBetween(new Date(from), to)).toBe(businessMsBetween(new Date(from), to));
      }
    }
  });

  it("agrees on 3,000 random pairs over two years, up to 90 days apart (businessMsBetween stops at 60)", () => {
    const random = seededRandom(42);
    const first = at("2025-01-01T00:00:00Z").getTime();
    const clock = businessClock(new Date(first), new Date(first + 2 * 365 * DAY + 91 * DAY));
    for (let index = 0; index < 3000; index++) {
      const from = first + Math.floor(random() * 2 * 365 * DAY);
      // Mostly short answers (minutes to days), some very long ones.
      const span = random() < 0.9 ? Math.floor(random() * 5 * DAY) : Math.floor(random() * 90 * DAY);
      const a = new Date(from);
      const b = new Date(from + span);
      expect(clock.msBetween(a, b), `${a.toISOString()} → ${b.toISOString()}`).toBe(businessMsBetween(a, b));
    }
  });
});
