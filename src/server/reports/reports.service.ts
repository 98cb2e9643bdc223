/**
 * The numbers page (decision 042): for a period and the one of equal length before it, leads by
 * source and service, the funnel, what was won and lost, and the time to first response in
 * business hours; plus the leads waiting now. Counts and percentiles come from
 * reports.repository.ts; this module measures the response times not measured yet and adds the
 * counts up.
 */
import { createHash } from "node:crypto";
import {
  funnelStages,
  type FunnelRow,
  type KindCounts,
  type LeadsReport,
  type MonthRow,
  type PaymentFigures,
  type ReportFigures,
  type ReportQuery,
  type ServiceRow,
  type SourceRow,
} from "../../shared/schemas/reports";
import { MAX_DAYS_COUNTED, businessClock, siteBusinessHours } from "../../shared/speed-to-lead";
import type { Db } from "../db/schema";
import { countWaitingLeads } from "../leads/waiting.repository";
import { reportSpans, type ReportSpan } from "../periods/report-period";
import { paymentFigures, type PaymentFiguresRow } from "./payments-report.repository";
import { businessDayOf } from "../../shared/business-calendar";
import { adoptMeasureVersion, storeResponseMeasures, unmeasuredResponses } from "./response-memo.repository";
import {
  LEAD_TABLES,
  decisions,
  leadGroups,
  responseTimes,
  type DecisionRow,
  type LeadGroupRow,
  type ResponseTimesRow,
} from "./reports.repository";

type Kind = keyof KindCounts;

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

/** The answered leads' median and 90th percentile; none answered → no figures (not zeros). */
function responseFigures(row: ResponseTimesRow | undefined) {
  if (!row) return { answered: 0, medianMs: null, p90Ms: null };
  return { answered: row.answered, medianMs: Math.round(row.medianMs), p90Ms: row.p90Ms };
}

/** The rules a stored response time follows: the business hours and the count's 60-day stop. */
const MEASURE = "first_response_business_ms";
const MEASURE_VERSION = createHash("sha256")
  .update(JSON.stringify({ business: siteBusinessHours, maxDaysCounted: MAX_DAYS_COUNTED }))
  .digest("hex")
  .slice(0, 16);
const MEASURE_BATCH = 5_000;

/**
 * Measures, once, the time to first response in business hours of every answered lead not
 * measured yet (the ones answered since the last report; all of them after the rules changed),
 * so the report only reads stored figures. Concurrent reports may measure the same lead: both
 * store the same value.
 */
export async function measureFirstResponses(db: Db): Promise<number> {
  await adoptMeasureVersion(db, MEASURE, MEASURE_VERSION);
  let measured = 0;
  for (const table of LEAD_TABLES) {
    for (;;) {
      const leads = await unmeasuredResponses(db, table, MEASURE_BATCH);
      if (leads.length === 0) break;
      const first = new Date(Math.min(...leads.map((lead) => lead.createdAt.getTime())));
      const last = new Date(Math.max(...leads.map((lead) => lead.firstResponseAt.getTime())));
      const clock = businessClock(first, last);
      await storeResponseMeasures(
        db,
        table,
        leads.map((lead) => ({ id: lead.id, ms: clock.msBetween(lead.createdAt, lead.firstResponseAt) })),
      );
      measured += leads.length;
      if (leads.length < MEASURE_BATCH) break;
    }
  }
  return measured;
}

const range = ({ from, to, days }: ReportSpan) => ({ from, to, days });

const moneyFigures = (row: PaymentFiguresRow): PaymentFigures => ({
  ...row,
  depositDaysMedian: row.depositDaysMedian === null ? null : Math.round(row.depositDaysMedian * 10) / 10,
});

export async function leadsReport(db: Db, query: ReportQuery, now: Date = new Date()): Promise<LeadsReport> {
  const spans = reportSpans(query, now);
  const { current, previous } = spans;
  await measureFirstResponses(db);
  const [contactGroups, quoteGroups, decided, responses, waitingNow, money, moneyBefore] = await Promise.all([
    leadGroups(db, "contact_submissions", current, previous),
    leadGroups(db, "quotes", current, previous),
    decisions(db, current, previous),
    responseTimes(db, current, previous),
    countWaitingLeads(db),
    paymentFigures(db, current, businessDayOf(now)),
    paymentFigures(db, previous, businessDayOf(now)),
  ]);
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
    firstResponse: responseFigures(responses.find((row) => row.current === isCurrent)),
    payments: moneyFigures(isCurrent ? money : moneyBefore),
  });
  return {
    period: query.period,
    current: figures(current, true),
    previous: figures(previous, false),
    waitingNow,
    generatedAt: now.toISOString(),
  };
}
