/** The agenda's URLs, query and changes (issue 23 item 4); the shapes are src/shared/booking.ts. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api";
import type { AdminAgenda } from "../../../shared/booking";
import type { LeadKind } from "../../../shared/schemas/privacy";
import type { BlockTimeInput } from "../../../shared/schemas/booking";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { useChange } from "../api";

export const agendaUrls = {
  week: (week: string | undefined) => `/api/admin/bookings${week ? `?week=${encodeURIComponent(week)}` : ""}`,
  move: (id: number) => `/api/admin/bookings/${id}/move`,
  cancel: (id: number) => `/api/admin/bookings/${id}/cancel`,
  blocks: "/api/admin/booking-blocks",
  block: (id: number) => `/api/admin/booking-blocks/${id}`,
  feed: "/api/admin/calendar-feed",
};

const AGENDA_KEY = ["/api/admin/bookings"] as const;

export const useAgenda = (week: string | undefined) =>
  useQuery({
    queryKey: [...AGENDA_KEY, week ?? "this-week"],
    queryFn: () => apiRequest<AdminAgenda>("GET", agendaUrls.week(week)),
    placeholderData: (previous) => previous,
  });

export const useBlockTime = () =>
  useChange(
    (block: BlockTimeInput) => apiRequest("POST", agendaUrls.blocks, block),
    { success: { title: text.blockAdded }, failure: text.blockFailed },
    AGENDA_KEY,
  );

export const useUnblock = () =>
  useChange(
    (id: number) => apiRequest("DELETE", agendaUrls.block(id)),
    { success: { title: text.unblocked }, failure: text.unblockFailed },
    AGENDA_KEY,
  );

export const useMoveBooking = () =>
  useChange(
    ({ id, startsAt }: { id: number; startsAt: string }) => apiRequest("POST", agendaUrls.move(id), { startsAt }),
    { success: { title: text.moved }, failure: text.moveFailed },
    AGENDA_KEY,
  );

export const useCancelBooking = () =>
  useChange(
    (id: number) => apiRequest("POST", agendaUrls.cancel(id), {}),
    { success: { title: text.cancelled }, failure: text.cancelFailed },
    AGENDA_KEY,
  );

export const useRegenerateFeed = () =>
  useChange(() => apiRequest<{ url: string }>("POST", agendaUrls.feed, {}), { failure: text.feedFailed }, AGENDA_KEY);

export const useRevokeFeed = () =>
  useChange(
    () => apiRequest("DELETE", agendaUrls.feed),
    { success: { title: text.feedRevoked }, failure: text.feedFailed },
    AGENDA_KEY,
  );

interface LeadBookingAnswer {
  booking: { id: number; startsAt: string; endsAt: string } | null;
}

/** The lead's booked consultation, if any (LeadBooking.tsx); the quote's page reads it as it opens. */
export const leadBookingQuery = (kind: LeadKind, id: number) =>
  queryOptions<LeadBookingAnswer>({ queryKey: ["/api/admin/leads", kind, id, "booking"] });
