/** Consultation booking's shared facts (issue 23, decision 041): its entry path and the console's agenda shape. */

/**
 * Where the thank-you views send a visitor to pick a time: the function finds the lead's own page
 * through the cookie the lead form's success set (src/server/booking/booking.routes.ts).
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
