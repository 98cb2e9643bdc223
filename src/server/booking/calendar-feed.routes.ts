/**
 * The owner's private iCal feed (issue 23 item 4, decision 041): calendar apps subscribe to
 *   GET /api/calendar/:token.ics  → text/calendar, the active consultations from a week ago on
 * The token is the credential (only its hash is stored); any other token is a plain 404. Counted
 * in the booking pages' per-network limit, never cached by a shared cache, never indexed.
 */
import { CalendarFeedNotFound } from "./booking-errors";
import { enforceBookingRateLimit } from "./booking-rate-limit";
import { feedCalendar } from "./calendar-feed.service";
import { clientIp } from "../http/client-ip";
import { errorResponse } from "../http/respond";
import { type RouteTable } from "../http/router";
import { bookingApiMessages } from "../../shared/strings/booking";

export const calendarFeedRoutes: RouteTable = {
  "GET|HEAD /api/calendar/:token.ics": async ({ db, request, platform, params }) => {
    await enforceBookingRateLimit(db, clientIp(request, platform));
    try {
      const ics = await feedCalendar(db, params.token ?? "", new Date());
      return new Response(ics, {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": 'inline; filename="consultations.ics"',
          "Cache-Control": "private, no-store",
          "X-Robots-Tag": "noindex, nofollow",
        },
      });
    } catch (error) {
      if (error instanceof CalendarFeedNotFound) return errorResponse(404, bookingApiMessages.feedNotFound);
      throw error;
    }
  },
};
