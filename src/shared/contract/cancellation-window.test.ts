import { describe, expect, it } from "vitest";
import { siteCalendar } from "../business-calendar";
import { canStillCancel, cancellationWindow } from "./cancellation-window";

const calendar = siteCalendar(); // the seeded holidays: Thanksgiving Thu 26 Nov 2026
const at = (iso: string) => new Date(iso);

describe("the three-business-day cancellation window", () => {
  it("counts the three business days after receipt; Saturday counts, Sunday does not", () => {
    // Signed Friday 20 Nov 2026 at 15:00 ET → Sat 21, Mon 23, Tue 24; ends midnight into Wed 25 (EST).
    const window = cancellationWindow(at("2026-11-20T20:00:00Z"), calendar);
    expect(window.lastDay).toBe("2026-11-24");
    expect(window.endsAt.toISOString()).toBe("2026-11-25T05:00:00.000Z");
  });

  it("skips a holiday (Thanksgiving) and the Sunday after it", () => {
    // Signed Wed 25 Nov → Fri 27, Sat 28, Mon 30 Nov.
    expect(cancellationWindow(at("2026-11-25T14:00:00Z"), calendar).lastDay).toBe("2026-11-30");
  });

  it("starts counting on Monday when the copy arrives on a Sunday", () => {
    expect(cancellationWindow(at("2026-11-22T16:00:00Z"), calendar).lastDay).toBe("2026-11-25");
  });

  it("uses the business's day, not UTC's: 23:30 ET on Friday is still Friday", () => {
    expect(cancellationWindow(at("2026-11-21T04:30:00Z"), calendar).lastDay).toBe("2026-11-24");
  });

  it("ends at local midnight across the November clock change (EDT → EST)", () => {
    // Signed Fri 30 Oct 2026 (EDT) → Sat 31 Oct, Mon 2 Nov, Tue 3 Nov; ends 00:00 EST on Wed 4 Nov.
    const window = cancellationWindow(at("2026-10-30T16:00:00Z"), calendar);
    expect(window.lastDay).toBe("2026-11-03");
    expect(window.endsAt.toISOString()).toBe("2026-11-04T05:00:00.000Z");
    expect(canStillCancel(at("2026-11-04T04:59:00Z"), window)).toBe(true); // 23:59 on the last day
    expect(canStillCancel(at("2026-11-04T05:00:00Z"), window)).toBe(false);
  });

  it("ends at local midnight across the March clock change (EST → EDT)", () => {
    // Signed Fri 6 Mar 2026 → Sat 7, Mon 9, Tue 10; ends 00:00 EDT on Wed 11 Mar (04:00Z).
    const window = cancellationWindow(at("2026-03-06T16:00:00Z"), calendar);
    expect(window.endsAt.toISOString()).toBe("2026-03-11T04:00:00.000Z");
  });
});
