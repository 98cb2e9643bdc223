/**
 * The numbers page (decision 042): for a period and the one of equal length before it, leads by
 * source and service, the funnel, what was won and lost, and the time to first response in
 * business hours; plus the leads waiting now. Counts come from reports.repository.ts; this module
 * adds them up and takes percentiles.
 */
import type { Kysely } from "kysely";
import {
  funnelStages,
  type FunnelRow,
  type KindCounts,
  type LeadsReport,
  type MonthRow,
  type ReportFigures,
  type ReportQuery,
  type ServiceRow,
  type SourceRow,
} from "../../shared/schemas/reports";
import { businessClock } from "../../shared/speed-to-lead";
import type { Database } from "../db/schema";
import { countWaitingLeads } from "../leads/waiting.repository";
import { reportSpans, type ReportSpan } from "./report-period";
import { decisions, leadGroups, type DecisionRow, type LeadGroupRow } from "./reports.repository";

type Kind = keyof KindCounts;

/** The value at rank ceil(p × n) of the sorted values (nearest rank); null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** The median: the middle value, or the mean of the two middle ones. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const byCount = <T extends KindCounts>(a: T, b: T) => b.contacts + b.quotes - (a.contacts + a.quotes);

function leadFigures(groups: { kind: Kind; rows: LeadGroupRow[] }[]) {
  const leads: KindCounts = { contacts: 0, quotes: 0 };
  const sources = new Map<string, SourceRow>();
  const services = new Map<string, ServiceRow>();
  const funnel: FunnelRow[] = funnelStages.map((stage) => ({ stage, contacts: 0, quotes: 0 }));
  for (const { kind, rows } of groups) {
    for (const row of rows) {
      leads[kind] += row.leads;
      const source = sources.get(row.source) ?? { source: row.source, contacts: 0, quotes: 0 };
      source[kind] += row.leads;
      sources.set(row.source, source);
      const serviceKind = kind === "contacts" ? "contact" : "quote";
      const key = `${serviceKind}:${row.service}`;
      const service = services.get(key) ?? { kind: serviceKind, service: row.service, contacts: 0, quotes: 0 };
      service[kind] += row.leads;
      services.set(key, service);
      const reached = { new: row.leads, ...row };
      for (const step of funnel) step[kind] += reached[step.stage];
    }
  }
  return {
    leads,
    bySource: [...sources.values()].sort((a, b) => byCount(a, b) || a.source.localeCompare(b.source)),
    byService: [...services.values()].sort((a, b) => byCount(a, b) || a.service.localeCompare(b.service)),
    funnel,
  };
}

function decisionFigures(rows: DecisionRow[], span: ReportSpan) {
  const won = rows.filter((row) => row.won);
  const lost = rows.filter((row) => !row.won);
  const wonCount = won.reduce((sum, row) => sum + row.count, 0);
  const revenueCents = won.reduce((sum, row) => sum + row.revenueCents, 0);
  const lostCount = lost.reduce((sum, row) => sum + row.count, 0);
  const reasons = new Map<string, number>();
  for (const row of lost) reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + row.count);
  // Every month the period touches, in order, so a month without wins shows as one.
  const months = new Map<string, MonthRow>();
  for (let month = span.from.slice(0, 7); month <= span.to.slice(0, 7); month = nextMonth(month)) {
    months.set(month, { month, won: 0, revenueCents: 0 });
  }
  for (const row of won) {
    const month = months.get(row.month);
    if (!month) continue;
    month.won += row.count;
    month.revenueCents += row.revenueCents;
  }
  return {
    won: { count: wonCount, revenueCents, averageCents: wonCount ? Math.round(revenueCents / wonCount) : null },
    lost: {
      count: lostCount,
      reasons: [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    },
    winRate: wonCount + lostCount ? wonCount / (wonCount + lostCount) : null,
    revenueByMonth: [...months.values()],
  };
}

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/** The groups' "created:responded" pairs (epoch ms) as instants. */
function responsePairs(rows: readonly LeadGroupRow[]): [Date, Date][] {
  return rows.flatMap((row) =>
    row.responses
      ? row.responses.split(",").map((pair): [Date, Date] => {
          const [created, responded] = pair.split(":");
          return [new Date(Number(created)), new Date(Number(responded))];
        })
      : [],
  );
}

function responseFigures(pairs: [Date, Date][], clock: ReturnType<typeof businessClock>) {
  const times = pairs.map(([created, responded]) => clock.msBetween(created, responded)).sort((a, b) => a - b);
  return { answered: times.length, medianMs: median(times), p90Ms: percentile(times, 0.9) };
}

const range = ({ from, to, days }: ReportSpan) => ({ from, to, days });

export async function leadsReport(
  db: Kysely<Database>,
  query: ReportQuery,
  now: Date = new Date(),
): Promise<LeadsReport> {
  const spans = reportSpans(query, now);
  const { current, previous } = spans;
  const [contactGroups, quoteGroups, decided, waitingNow] = await Promise.all([
    leadGroups(db, "contact_submissions", current, previous),
    leadGroups(db, "quotes", current, previous),
    decisions(db, current, previous),
    countWaitingLeads(db),
  ]);
  const responses = {
    current: responsePairs([...contactGroups, ...quoteGroups].filter((row) => row.current)),
    previous: responsePairs([...contactGroups, ...quoteGroups].filter((row) => !row.current)),
  };
  const latestResponse = [...responses.current, ...responses.previous].reduce(
    (latest, [, responded]) => Math.max(latest, responded.getTime()),
    current.end.getTime(),
  );
  const clock = businessClock(previous.start, new Date(latestResponse));
  const figures = (span: ReportSpan, isCurrent: boolean): ReportFigures => ({
    range: range(span),
    ...leadFigures([
      { kind: "contacts", rows: contactGroups.filter((row) => row.current === isCurrent) },
      { kind: "quotes", rows: quoteGroups.filter((row) => row.current === isCurrent) },
    ]),
    ...decisionFigures(
      decided.filter((row) => row.current === isCurrent),
      span,
    ),
    firstResponse: responseFigures(isCurrent ? responses.current : responses.previous, clock),
  });
  return {
    period: query.period,
    current: figures(current, true),
    previous: figures(previous, false),
    waitingNow,
    generatedAt: now.toISOString(),
  };
}
