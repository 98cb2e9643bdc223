import { site } from "./site";
import { fromWallClock, minutesOf, wallClock } from "./speed-to-lead";

/** Consultation booking's shared facts (issue 23, decision 041): its entry path and the console's agenda shape. */

/**
 * Where the thank-you views send a visitor to pick a time: the function finds the lead's own page
 * through the cookie the lead form's success set (functions/booking.mts).
 */
export const BOOKING_ENTRY_PATH = "/book";
/** The thank-you views' link to it (kept here, not in the strings module, so the form islands stay small). */
export const BOOKING_THANK_YOU_LINK = "Pick a time for your free consultation";

/** GET /api/admin/bookings: the owner's week agenda (issue 23 item 4), as the console reads it. */
export interface AgendaBooking {
  id: number;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  location: string | null;
  lead: { kind: "quote" | "contact"; id: number };
}

export interface AgendaBlock {
  id: number;
  startsAt: string;
  endsAt: string;
  reason: string | null;
}

export interface AgendaDay {
  /** Business-local "YYYY-MM-DD". */
  day: string;
  bookings: AgendaBooking[];
  blocks: AgendaBlock[];
}

export interface AdminAgenda {
  /** The Monday the week starts on, "YYYY-MM-DD". */
  weekStart: string;
  previousWeek: string;
  nextWeek: string;
  days: AgendaDay[];
  feed: { active: boolean; createdAt: string | null };
}

/** The instant a business-local day and "HH:MM" name (the console's forms speak the business's time). */
export const businessInstant = (day: string, time = "00:00"): Date =>
  new Date(fromWallClock(Date.parse(`${day}T00:00:00Z`) + minutesOf(time), site.timeZone));

/** "HH:MM" on the business's clock at `instant`. */
export const businessTimeOfDay = (instant: Date | string): string =>
  new Date(wallClock(new Date(instant).getTime(), site.timeZone)).toISOString().slice(11, 16);
