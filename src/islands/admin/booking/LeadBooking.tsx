/**
 * The lead's booked consultation near the top of its page (issue 34, item 6): day and time in the
 * business's zone and a link to the agenda's week, where the owner moves or cancels it. Nothing
 * when no consultation is booked.
 */
import { useQuery } from "@tanstack/react-query";
import { businessDayKey, formatBusinessTime } from "../../../shared/format";
import type { LeadKind } from "../../../shared/schemas/privacy";
import { agendaStrings } from "../../../shared/strings/booking";
import { adminPaths, Link } from "../router";
import { leadBookingQuery } from "./agenda.api";

const text = agendaStrings.leadBooking;

export function LeadBooking({ kind, id }: { kind: LeadKind; id: number }) {
  const query = useQuery(leadBookingQuery(kind, id));
  const booking = query.data?.booking;
  if (!booking) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-copper-light bg-white px-3 py-2"
      data-testid="lead-booking"
    >
      <span className="font-semibold text-slate-ink">{text.label}:</span>
      <span className="text-slate-ink">{formatBusinessTime(booking.startsAt)}</span>
      <Link
        to={`${adminPaths.agenda}?week=${businessDayKey(booking.startsAt)}`}
        className="text-sm font-semibold text-copper-deep underline"
      >
        {text.reschedule}
      </Link>
    </p>
  );
}
