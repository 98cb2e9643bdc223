/**
 * /admin/agenda (issue 23 item 4): the week's consultations and blocks, Monday to Sunday in the
 * business's zone (the week in the URL, `?week=YYYY-MM-DD`), one day under the other so a phone
 * reads it top to bottom; block time, move or cancel a booking, and the private calendar address.
 */
import { formatBusinessDay } from "../../../shared/format";
import { agendaStrings as text } from "../../../shared/strings/booking";
import { adminStrings } from "../../../shared/strings/admin";
import { buttonClass } from "../../ui/Button";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { ScreenHeader } from "../common/ScreenHeader";
import { adminPaths, Link, useLocationSearch } from "../router";
import { AgendaDay } from "./AgendaDay";
import { useAgenda } from "./agenda.api";
import { businessDayOf } from "../../../shared/business-calendar";
import { BlockTimeForm } from "./BlockTimeForm";
import { CalendarFeedPanel } from "./CalendarFeedPanel";

const weekOf = (search: string) => {
  const week = new URLSearchParams(search).get("week");
  return week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : undefined;
};

export function AgendaScreen() {
  const week = weekOf(useLocationSearch());
  const agenda = useAgenda(week);
  const data = agenda.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenHeader title={text.title} intro={text.intro} />
      {agenda.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : agenda.isError || !data ? (
        <LoadError error={agenda.error} padded />
      ) : (
        <>
          <nav
            aria-label={text.week(formatBusinessDay(`${data.weekStart}T12:00:00Z`))}
            className="flex flex-wrap items-center gap-2"
          >
            <p className="mr-auto font-semibold text-slate-ink">
              {text.week(formatBusinessDay(`${data.weekStart}T12:00:00Z`))}
            </p>
            <Link to={`${adminPaths.agenda}?week=${data.previousWeek}`} className={buttonClass("secondary")}>
              {text.previousWeek}
            </Link>
            <Link to={adminPaths.agenda} className={buttonClass("secondary")}>
              {text.thisWeek}
            </Link>
            <Link to={`${adminPaths.agenda}?week=${data.nextWeek}`} className={buttonClass("secondary")}>
              {text.nextWeek}
            </Link>
          </nav>
          <div className="grid gap-3">
            {data.days.map((day) => (
              <AgendaDay key={day.day} day={day} />
            ))}
          </div>
          {/* Today when this week holds it (not a day already past), else the week's first day. */}
          <BlockTimeForm
            defaultDay={data.days.find((day) => day.day === businessDayOf(new Date()))?.day ?? data.days[0]!.day}
            bookings={data.days.flatMap((day) => day.bookings)}
          />
          <CalendarFeedPanel feed={data.feed} />
        </>
      )}
    </div>
  );
}
