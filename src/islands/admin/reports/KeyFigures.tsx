/**
 * The figures at a glance: each with the previous period's value and the change, and links to the
 * leads behind it. A figure the period cannot have (no decisions, no answers) says so in words.
 */
import type { ReactNode } from "react";
import type { LeadsReport, ReportSegment } from "../../../shared/schemas/reports";
import { formatWaiting } from "../../../shared/speed-to-lead";
import { reportStrings } from "../../../shared/strings/reports";
import { adminPaths, Link } from "../router";
import { LeadLinks } from "./LeadLinks";
import { WAITING_FILTER } from "../../../shared/waiting";

const text = reportStrings;
const waitingQuery = `?${WAITING_FILTER.name}=${WAITING_FILTER.value}`;

/** "up 40% on the previous period (previous: 5)", or the words for nothing to compare. */
export function deltaText(current: number | null, previous: number | null, format: (value: number) => string): string {
  if (current === null || previous === null) {
    return previous === null ? text.delta.none : text.delta.previous(format(previous));
  }
  const was = text.delta.previous(format(previous));
  if (current === previous) return `${text.delta.same} (${was})`;
  const change =
    previous === 0 ? format(Math.abs(current - previous)) : text.percent(Math.abs(current - previous) / previous);
  return `${current > previous ? text.delta.up(change) : text.delta.down(change)} (${was})`;
}

export function Figure({
  label,
  value,
  note,
  links,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  links?: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-line bg-white p-3 sm:p-4" data-figure={testId}>
      <dt className="text-sm font-medium text-slate-mid">{label}</dt>
      <dd className="font-serif text-2xl text-slate-ink sm:text-3xl">{value}</dd>
      <dd className="text-sm text-slate-mid">{note}</dd>
      {links && <dd>{links}</dd>}
    </div>
  );
}

const count = (value: number) => value.toLocaleString("en-US");
const hours = (ms: number) => `${formatWaiting(ms)} ${text.figures.businessTime}`;

/** A figure's value and its change, or "—" and `none` when the period has no such figure (null). */
export function measured(
  current: number | null,
  previous: number | null,
  none: string,
  format: (value: number) => string,
  formatChange = format,
): { value: string; note: string } {
  if (current === null) return { value: "—", note: none };
  return { value: format(current), note: deltaText(current, previous, formatChange) };
}

export function KeyFigures({ report, segment }: { report: LeadsReport; segment: ReportSegment }) {
  const { current, previous } = report;
  const leads = current.leads.contacts + current.leads.quotes;
  const leadsBefore = previous.leads.contacts + previous.leads.quotes;
  const won: ReportSegment = { ...segment, rbasis: "won" };
  const lost: ReportSegment = { ...segment, rbasis: "lost" };
  const answered: ReportSegment = { ...segment, rstage: "contacted" };
  const responseTime = (figure: "medianMs" | "p90Ms") =>
    measured(current.firstResponse[figure], previous.firstResponse[figure], text.noResponses, hours, formatWaiting);
  const wonLinks = (
    <LeadLinks counts={{ contacts: 0, quotes: current.won.count }} segment={won} what={text.figures.wonRevenue} />
  );
  return (
    <section aria-labelledby="report-figures">
      <h2 id="report-figures" className="sr-only">
        {text.figures.heading}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          testId="leads"
          label={text.figures.leads}
          value={leads ? count(leads) : "—"}
          note={leads ? deltaText(leads, leadsBefore, count) : text.noLeads}
          links={<LeadLinks counts={current.leads} segment={segment} what={text.figures.leads} />}
        />
        <Figure
          testId="revenue"
          label={text.figures.wonRevenue}
          value={current.won.count ? text.dollars(current.won.revenueCents) : "—"}
          note={
            current.won.count
              ? deltaText(current.won.revenueCents, previous.won.revenueCents, text.dollars)
              : text.noRevenue
          }
          links={wonLinks}
        />
        <Figure
          testId="average"
          label={text.figures.averageJob}
          {...measured(current.won.averageCents, previous.won.averageCents, text.noRevenue, text.dollars)}
        />
        <Figure
          testId="win-rate"
          label={text.figures.winRate}
          {...measured(current.winRate, previous.winRate, text.noDecisions, text.percent)}
          links={
            current.winRate !== null && (
              <div className="flex flex-wrap gap-x-3">
                {wonLinks}
                <LeadLinks
                  counts={{ contacts: 0, quotes: current.lost.count }}
                  segment={lost}
                  what={text.lost.heading}
                />
              </div>
            )
          }
        />
        <Figure
          testId="median-response"
          label={text.figures.medianResponse}
          {...responseTime("medianMs")}
          links={
            current.firstResponse.answered > 0 && (
              <LeadLinks
                counts={{
                  contacts: current.funnel[1]!.contacts,
                  quotes: current.funnel[1]!.quotes,
                }}
                segment={answered}
                what={text.figures.medianResponse}
              />
            )
          }
        />
        <Figure testId="p90-response" label={text.figures.p90Response} {...responseTime("p90Ms")} />
        <Figure
          testId="waiting"
          label={text.figures.waitingNow}
          value={count(report.waitingNow)}
          note={text.figures.waitingNote}
          links={
            report.waitingNow > 0 && (
              <ul className="flex flex-wrap gap-x-3 text-sm" aria-label={text.links.leadsOf(text.figures.waitingNow)}>
                <li>
                  <Link
                    to={`${adminPaths.contacts}${waitingQuery}`}
                    className="font-semibold text-copper-dark underline"
                  >
                    {text.links.waitingContacts}
                  </Link>
                </li>
                <li>
                  <Link to={`${adminPaths.quotes}${waitingQuery}`} className="font-semibold text-copper-dark underline">
                    {text.links.waitingQuotes}
                  </Link>
                </li>
              </ul>
            )
          }
        />
      </dl>
    </section>
  );
}
