/**
 * Admin: consultation bookings (issue 23 item 4; docs/product.md#booking, decision 041).
 *   GET    /api/admin/bookings?week=YYYY-MM-DD      → AdminAgenda: the business-local week (Monday on) holding that day
 *   GET    /api/admin/leads/:kind/:id/booking        → { booking: { id, startsAt, endsAt } | null }: the lead's booked
 *                                                      consultation, shown near the top of its page (issue 34, item 6)
 *   POST   /api/admin/bookings/:id/move              → { startsAt } → the moved booking; the customer gets a new
 *                                                      invitation (same UID, SEQUENCE + 1); 409 when the start is taken
 *   POST   /api/admin/bookings/:id/cancel            → the cancelled booking; the customer gets METHOD:CANCEL
 *   POST   /api/admin/booking-blocks                 → { day, from?, to?, reason? } → 201 the block (a whole day without times)
 *   DELETE /api/admin/booking-blocks/:id             → { deleted: true }
 *   GET    /api/admin/booking-settings               → BookingSettings
 *   PUT    /api/admin/booking-settings               → BookingSettings (validated) → the saved settings
 *   POST   /api/admin/calendar-feed                  → 201 { url }: a new private feed URL (the old one stops working);
 *                                                      the URL is shown this once, only its hash is kept
 *   DELETE /api/admin/calendar-feed                  → { revoked: true }
 * Refusals are `{ error, fields? }`: 400 naming the field, 404, 409.
 */
import { agendaWeek, blockTime, unblockTime } from "./agenda.service";
import { cancelBookingByOwner, moveBookingByOwner } from "./owner-bookings.service";
import { getBookingSettings, setBookingSettings } from "../settings/booking-settings";
import { regenerateFeed, revokeFeed } from "./calendar-feed.service";
import { deliverAfterCommit, textAfterCommit } from "../flows/delivery/after-commit";
import { queueBookingText } from "../flows/sms/booking-text";
import { adminOnly } from "../http/guards";
import { idParam, leadKindParam } from "../http/params";
import { findActiveBookingOfLead } from "./bookings.repository";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { server as schemas } from "../../shared/schemas/booking";

const bookingTimes = (booking: { startsAt: Date; endsAt: Date }) => ({
  startsAt: booking.startsAt.toISOString(),
  endsAt: booking.endsAt.toISOString(),
});

const bookingView = (booking: { id: number; startsAt: Date; endsAt: Date; status: string; sequence: number }) => ({
  id: booking.id,
  ...bookingTimes(booking),
  status: booking.status,
  sequence: booking.sequence,
});

export const bookingAdminRoutes: RouteTable = {
  "GET /api/admin/bookings": adminOnly(async ({ db, request }) =>
    json(await agendaWeek(db, new URL(request.url).searchParams.get("week") ?? undefined, new Date())),
  ),
  "GET /api/admin/leads/:kind/:id/booking": adminOnly(async ({ db, params }) => {
    const booking = await findActiveBookingOfLead(db, { kind: leadKindParam(params), id: idParam(params) });
    return json({ booking: booking ? { id: booking.id, ...bookingTimes(booking) } : null });
  }),
  "POST /api/admin/bookings/:id/move": adminOnly(async (route) => {
    const { startsAt } = await readJson(route.request, schemas.move);
    const outcome = await moveBookingByOwner(
      route.db,
      idParam(route.params),
      new Date(startsAt),
      new Date(),
      queueBookingText,
    );
    deliverAfterCommit(route, outcome.outboxIds);
    textAfterCommit(route, outcome.textIds);
    return json(bookingView(outcome.booking));
  }),
  "POST /api/admin/bookings/:id/cancel": adminOnly(async (route) => {
    const outcome = await cancelBookingByOwner(route.db, idParam(route.params), new Date(), queueBookingText);
    deliverAfterCommit(route, outcome.outboxIds);
    textAfterCommit(route, outcome.textIds);
    return json(bookingView(outcome.booking));
  }),
  "POST /api/admin/booking-blocks": adminOnly(async ({ db, request }, admin) =>
    json(await blockTime(db, await readJson(request, schemas.block), admin.id), { status: 201 }),
  ),
  "DELETE /api/admin/booking-blocks/:id": adminOnly(async ({ db, params }) => {
    await unblockTime(db, idParam(params));
    return json({ deleted: true });
  }),
  "GET /api/admin/booking-settings": adminOnly(async ({ db }) => json(await getBookingSettings(db))),
  "PUT /api/admin/booking-settings": adminOnly(async ({ db, request }) =>
    json(await setBookingSettings(db, await readJson(request, schemas.settings))),
  ),
  "POST /api/admin/calendar-feed": adminOnly(async ({ db }) => json(await regenerateFeed(db), { status: 201 })),
  "DELETE /api/admin/calendar-feed": adminOnly(async ({ db }) => {
    await revokeFeed(db);
    return json({ revoked: true });
  }),
};
