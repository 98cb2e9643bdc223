import { describe, expect, it } from "vitest";
import { businessMsBetween, formatWaiting, waitingState } from "./speed-to-lead";

/** An instant given as New York wall-clock text with its offset (EST -05:00, EDT -04:00). */
const at = (iso: string) => new Date(iso);
const newLead = (createdAt: string) => ({ status: "new", createdAt: at(createdAt) });
const overdueAt = (createdAt: string, now: string) => waitingState(newLead(createdAt), at(now))?.overdue;
const HOUR = 3_600_000;

describe("speed to lead (business hours Mon–Fri 7–18, Sat 8–16, America/New_York)", () => {
  it("a weekday morning lead is overdue exactly two hours later", () => {
    expect(overdueAt("2026-11-23T10:00:00-05:00", "2026-11-23T11:59:00-05:00")).toBe(false);
    expect(overdueAt("2026-11-23T10:00:00-05:00", "2026-11-23T12:00:00-05:00")).toBe(true);
  });

  it("an evening lead counts the last hour of the day and the first of the next morning", () => {
    expect(businessMsBetween(at("2026-11-23T17:00:00-05:00"), at("2026-11-23T23:00:00-05:00"))).toBe(HOUR);
    expect(overdueAt("2026-11-23T17:00:00-05:00", "2026-11-24T07:59:00-05:00")).toBe(false);
    expect(overdueAt("2026-11-23T17:00:00-05:00", "2026-11-24T08:00:00-05:00")).toBe(true);
  });

  it("a lead sent after closing waits for the next opening", () => {
    expect(overdueAt("2026-11-23T21:00:00-05:00", "2026-11-24T08:59:00-05:00")).toBe(false);
    expect(overdueAt("2026-11-23T21:00:00-05:00", "2026-11-24T09:00:00-05:00")).toBe(true);
  });

  it("Friday evening runs into Saturday's shorter hours", () => {
    expect(overdueAt("2026-11-27T17:30:00-05:00", "2026-11-28T09:29:00-05:00")).toBe(false);
    expect(overdueAt("2026-11-27T17:30:00-05:00", "2026-11-28T09:30:00-05:00")).toBe(true);
  });

  it("Sunday is closed: a Saturday-afternoon lead is overdue on Monday morning", () => {
    expect(businessMsBetween(at("2026-11-28T15:30:00-05:00"), at("2026-11-30T07:00:00-05:00"))).toBe(HOUR / 2);
    expect(overdueAt("2026-11-28T15:30:00-05:00", "2026-11-30T08:29:00-05:00")).toBe(false);
    expect(overdueAt("2026-11-28T15:30:00-05:00", "2026-11-30T08:30:00-05:00")).toBe(true);
    expect(overdueAt("2026-11-29T12:00:00-05:00", "2026-11-30T08:59:00-05:00")).toBe(false);
  });

  it("reads the hours in New York time whatever the instant's own zone, across daylight saving", () => {
    // 12:00 UTC on a November Monday is 07:00 in New York: the office has just opened.
    expect(businessMsBetween(at("2026-11-23T12:00:00Z"), at("2026-11-23T13:00:00Z"))).toBe(HOUR);
    expect(businessMsBetween(at("2026-11-23T11:00:00Z"), at("2026-11-23T12:00:00Z"))).toBe(0);
    // Clocks go forward on Sunday 8 March 2026: Saturday 15:00 EST, then Monday 08:00 EDT.
    expect(overdueAt("2026-03-07T15:00:00-05:00", "2026-03-09T07:59:00-04:00")).toBe(false);
    expect(overdueAt("2026-03-07T15:00:00-05:00", "2026-03-09T08:00:00-04:00")).toBe(true);
    // Clocks go back on Sunday 1 November 2026.
    expect(businessMsBetween(at("2026-10-31T15:00:00-04:00"), at("2026-11-02T08:00:00-05:00"))).toBe(2 * HOUR);
  });

  it("says nothing once the lead is no longer new, and measures wall-clock waiting", () => {
    expect(
      waitingState({ status: "contacted", createdAt: "2026-11-23T10:00:00-05:00" }, at("2026-11-25T10:00:00Z")),
    ).toBeUndefined();
    expect(waitingState(newLead("2026-11-23T10:00:00-05:00"), at("2026-11-23T13:20:00-05:00"))).toEqual({
      waitingMs: 3 * HOUR + 20 * 60_000,
      overdue: true,
    });
  });

  it("formats waiting times", () => {
    expect(formatWaiting(45 * 60_000)).toBe("45 min");
    expect(formatWaiting(3 * HOUR)).toBe("3 h");
    expect(formatWaiting(3 * HOUR + 20 * 60_000)).toBe("3 h 20 min");
    expect(formatWaiting(52 * HOUR)).toBe("2 d 4 h");
    expect(formatWaiting(48 * HOUR)).toBe("2 d");
  });
});
