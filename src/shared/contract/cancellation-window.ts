/**
 * The customer's three-business-day right to cancel (decision 045): it ends at midnight (the
 * business's clock) at the end of the third business day after the day the customer received the
 * signed copy. Business days are the owner's calendar (business-calendar.ts: Sundays and the
 * holidays in Settings are not; Saturdays are, the business opens), counted as calendar days, so a
 * daylight-saving change moves nothing. Pure: the moment is always passed in.
 */
import { addBusinessDays, atLocalTime, businessDayOf, shiftDay, type BusinessCalendar } from "../business-calendar";
import { CANCEL_BUSINESS_DAYS } from "./contract-terms";

export interface CancellationWindow {
  /** The last day the customer can cancel, "2026-11-30". */
  lastDay: string;
  /** Midnight at the end of `lastDay`: the first moment cancelling is refused. */
  endsAt: Date;
}

export function cancellationWindow(receivedAt: Date, calendar: BusinessCalendar): CancellationWindow {
  const receivedDay = businessDayOf(receivedAt, calendar);
  // The first business day after the day of receipt is day 1 (addBusinessDays counts so from any day).
  const lastDay = addBusinessDays(receivedDay, CANCEL_BUSINESS_DAYS, calendar);
  return { lastDay, endsAt: atLocalTime(shiftDay(lastDay, 1), "00:00", calendar) };
}

export const canStillCancel = (now: Date, window: CancellationWindow) => now.getTime() < window.endsAt.getTime();
