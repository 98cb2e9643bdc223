/**
 * The customer's private links, each opened by a token sent to them: the proposal page, an invoice, booking a
 * consultation, the one-click unsubscribe and the owner's calendar feed. Pages drawn on the server,
 * never cached. Routes live beside their entities (`src/server/<entity>/*.routes.ts`); this file
 * only composes them (decision 023). It never loads the image library (sharp).
 */
import type { Config } from "@netlify/functions";
import { bookingRoutes } from "../src/server/booking/booking.routes";
import { calendarFeedRoutes } from "../src/server/booking/calendar-feed.routes";
import { unsubscribeRoutes } from "../src/server/follow-ups/unsubscribe.routes";
import { composeRoutes, router } from "../src/server/http/router";
import { invoicesRoutes } from "../src/server/invoices/invoices.routes";
import { proposalsRoutes } from "../src/server/proposals/proposals.routes";

export const config: Config = {
  path: [
    "/proposal/:token",
    "/proposal/:token/accept",
    "/proposal/:token/decline",
    "/proposal/:token/question",
    "/proposal/:token/update-request",
    "/proposal/:token/cancel",
    "/proposal/:token/pay",
    "/proposal/:token/change-order",
    "/proposal/:token/signed.pdf",
    "/invoice/:token",
    "/invoice/:token/pay",
    "/proposal/:token/change-orders/:number/signed.pdf",
    "/book",
    "/book/:token",
    "/book/:token/cancel",
    "/unsubscribe/:token",
    "/api/calendar/:token.ics",
  ],
};

export default router(
  composeRoutes(proposalsRoutes, invoicesRoutes, bookingRoutes, unsubscribeRoutes, calendarFeedRoutes),
  config,
);
