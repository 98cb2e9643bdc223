/**
 * Follow-up steps by text (issue 32 item 2): when a step's text goes, walked across the March and November
 * clock changes with a fake clock, through the scheduler's pure planning (`dueFor`) and the text's moment
 * (`stepTextMoment`): a step planned at 9:00 texts at 9:00 local on both sides of each change; a step planned at
 * 7:00 (the business opens at 7:00) waits for the customer's 8:00; the owner's Send now at night waits for 8:00.
 */
import { describe, expect, it } from "vitest";
import { defaultFollowUpSettings, type FollowUpStep } from "../../shared/schemas/follow-ups";
import { isQuietHour, stepTextMoment } from "../../shared/text-quiet-hours";
import { wallClock } from "../../shared/wall-clock";
import { calendarOf } from "./follow-up-settings";
import { dueFor } from "./plan";

const NY = "America/New_York";
const step = (delayDays: number): FollowUpStep => ({
  id: `day-${delayDays}`,
  delayDays,
  isActive: true,
  subject: "Hello",
  htmlContent: "<p>Hello</p>",
  textContent: null,
  channel: "text",
  smsContent: "Hi {{firstName}}",
});
const local = (instant: Date) => new Date(wallClock(instant.getTime(), NY)).toISOString().slice(0, 16);

function textAt(anchorIso: string, delayDays: number, sendAt: string): string {
  const settings = { ...defaultFollowUpSettings("https://example.com/r"), sendAt };
  const due = dueFor(new Date(anchorIso), step(delayDays), settings);
  return local(stepTextMoment(due, calendarOf(settings), "NJ", false));
}

describe("a text step's moment across the clock changes", () => {
  it("9:00 stays 9:00 local before and after the March change (2026-03-08)", () => {
    expect(textAt("2026-03-05T15:00:00Z", 1, "09:00")).toBe("2026-03-06T09:00");
    expect(textAt("2026-03-09T15:00:00Z", 1, "09:00")).toBe("2026-03-10T09:00");
  });

  it("9:00 stays 9:00 local before and after the November change (2026-11-01)", () => {
    expect(textAt("2026-10-29T15:00:00Z", 1, "09:00")).toBe("2026-10-30T09:00");
    expect(textAt("2026-11-02T15:00:00Z", 1, "09:00")).toBe("2026-11-03T09:00");
  });

  it("a step at 7:00 (open, but the customer's quiet hours) texts at 8:00 local on each side of both changes", () => {
    for (const anchor of [
      "2026-03-05T15:00:00Z",
      "2026-03-09T15:00:00Z",
      "2026-10-29T15:00:00Z",
      "2026-11-02T15:00:00Z",
    ])
      expect(textAt(anchor, 1, "07:00").slice(11)).toBe("08:00");
  });

  it("the owner's Send now goes at once by day and waits for 8:00 at night, across both changes", () => {
    const calendar = calendarOf(defaultFollowUpSettings("https://example.com/r"));
    const byOwner = (iso: string) => local(stepTextMoment(new Date(iso), calendar, "NY", true));
    expect(byOwner("2026-03-08T19:30:00Z")).toBe("2026-03-08T15:30"); // Sunday afternoon EDT: closed, but not night
    expect(byOwner("2026-03-08T04:30:00Z")).toBe("2026-03-08T08:00"); // 23:30 EST Saturday → 8:00 EDT Sunday
    expect(byOwner("2026-11-01T05:30:00Z")).toBe("2026-11-01T08:00"); // 1:30 EDT, the repeated hour → 8:00 EST
  });

  it("never lands in the customer's quiet hours, walking every 53 minutes through both change weeks", () => {
    const calendar = calendarOf(defaultFollowUpSettings("https://example.com/r"));
    for (const start of ["2026-03-04T00:00:00Z", "2026-10-28T00:00:00Z"]) {
      for (let t = Date.parse(start); t < Date.parse(start) + 7 * 86_400_000; t += 53 * 60_000) {
        for (const byOwner of [false, true]) {
          const sent = stepTextMoment(new Date(t), calendar, "NJ", byOwner);
          expect(sent.getTime()).toBeGreaterThanOrEqual(t);
          expect(isQuietHour(sent, NY)).toBe(false);
        }
      }
    }
  });
});
