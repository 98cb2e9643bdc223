/** One day of the agenda: its consultations (time, customer, place, lead link, Move, Cancel) and its blocks. */
import { useState } from "react";
import type { AgendaBooking, AgendaDay as Day } from "../../../shared/booking";
import { formatBusinessClock, formatBusinessDay } from "../../../shared/format";
import { adminLeadPath } from "../../../shared/pages";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { Button } from "../../ui/Button";
import { Link } from "../router";
import { useCancelBooking, useUnblock } from "./agenda.api";
import { MoveBookingForm } from "./MoveBookingForm";

const range = (from: string, to: string) =>
  `${formatBusinessClock(from).replace(/ ET$/, "")}–${formatBusinessClock(to)}`;

export function BookingItem({ booking, day }: { booking: AgendaBooking; day: string }) {
  const [moving, setMoving] = useState(false);
  const cancel = useCancelBooking();
  return (
    <li className="rounded-md border border-slate-line p-3">
      <p className="font-semibold text-slate-ink">{range(booking.startsAt, booking.endsAt)}</p>
      <p className="text-slate-deep">
        <Link to={adminLeadPath(booking.lead.kind, booking.lead.id)} className="underline hover:text-copper-deep">
          {booking.name}
        </Link>
      </p>
      {booking.location && <p className="text-sm [overflow-wrap:anywhere] text-slate-mid">{booking.location}</p>}
      {moving ? (
        <MoveBookingForm booking={booking} day={day} onDone={() => setMoving(false)} />
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setMoving(true)} aria-label={`${text.move}: ${booking.name}`}>
            {text.move}
          </Button>
          <Button
            variant="ghost"
            disabled={cancel.isPending}
            onClick={() => window.confirm(text.cancelConfirm) && cancel.mutate(booking.id)}
          >
            {text.cancelBooking}
          </Button>
        </div>
      )}
    </li>
  );
}

export function AgendaDay({ day }: { day: Day }) {
  const unblock = useUnblock();
  const headingId = `agenda-${day.day}`;
  const empty = day.bookings.length === 0 && day.blocks.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-line bg-white p-4">
      <h2 id={headingId} className="font-serif text-xl text-slate-ink">
        {formatBusinessDay(`${day.day}T12:00:00Z`)}
      </h2>
      {empty && <p className="mt-1 text-sm text-slate-mid">{text.empty}</p>}
      {day.blocks.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {day.blocks.map((block) => {
            const whole = new Date(block.endsAt).getTime() - new Date(block.startsAt).getTime() >= 23 * 3600_000;
            return (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-mist p-2"
              >
                <span>
                  <strong>{text.blocked}</strong> · {whole ? text.wholeDay : range(block.startsAt, block.endsAt)}
                  {block.reason ? ` · ${block.reason}` : ""}
                </span>
                <Button variant="ghost" disabled={unblock.isPending} onClick={() => unblock.mutate(block.id)}>
                  {text.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {day.bookings.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {day.bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} day={day.day} />
          ))}
        </ul>
      )}
    </section>
  );
}
