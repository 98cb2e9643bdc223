/**
 * SQL of the numbers page (decision 042): the report's counts, over the lead segments of
 * lead-segments.ts (the same facts the lead lists filter by).
 */
import { sql } from "kysely";
import { NO_REASON, funnelStages, type FunnelStage } from "../../shared/schemas/reports";
import type { Db } from "../db/schema";
import { site } from "../../shared/site";
import type { ReportSpan } from "../periods/report-period";
import {
  LEAD_TABLES,
  notSpam,
  serviceKey,
  sourceKey,
  stageEvidence,
  within,
  type LeadTable,
} from "../lead-segments/lead-segments";

export { LEAD_TABLES, type LeadTable };

// ── The report's counts ──────────────────────────────────────────────────────────────────────

export interface LeadGroupRow {
  current: boolean;
  source: string;
  service: string;
  leads: number;
  contacted: number;
  booked: number;
  proposal: number;
  accepted: number;
}

/**
 * The leads that came in during both periods (previous.start to current.end), counted by period,
 * source and service, with how many reached each stage: one scan, a
 * few hundred rows at most whatever the history's size. Each stage's evidence is computed once per
 * lead in the inner query; "reached" is the same OR over the later stages as stageReached.
 */
export async function leadGroups(
  db: Db,
  table: LeadTable,
  current: ReportSpan,
  previous: ReportSpan,
): Promise<LeadGroupRow[]> {
  const t = sql.raw(table);
  const stages = funnelStages.filter((stage) => stage !== "new") as Exclude<FunnelStage, "new">[];
  const reached = (stage: Exclude<FunnelStage, "new">) =>
    sql`(count(*) filter (where ${sql.join(
      stages.slice(stages.indexOf(stage)).map((later) => sql.ref(`l.${later}`)),
      sql` or `,
    )}))::int`;
  const { rows } = await sql<LeadGroupRow>`
    select l.current, l.source, l.service,
      count(*)::int as leads,
      ${reached("contacted")} as contacted,
      ${reached("booked")} as booked,
      ${reached("proposal")} as proposal,
      ${reached("accepted")} as accepted
    from (
      select ${t}.created_at >= ${current.start} as current,
        ${sourceKey(table)} as source,
        ${serviceKey(table)} as service,
        ${sql.join(
          stages.map((stage) => sql`${stageEvidence(table, stage)} as ${sql.raw(stage)}`),
          sql`, `,
        )}
      from ${t}
      where ${notSpam(table)} and ${within(table, "created_at", previous.start, current.end)}
      offset 0 -- keeps the planner from copying each evidence into every count that reads it
    ) l
    group by 1, 2, 3`.execute(db);
  return rows;
}

export interface DecisionRow {
  current: boolean;
  won: boolean;
  reason: string;
  month: string;
  count: number;
  revenueCents: number;
}

/**
 * Quotes won or lost during both periods, by period, month (business time) and lost reason, with
 * the signed totals of those won.
 */
export async function decisions(db: Db, current: ReportSpan, previous: ReportSpan) {
  const { rows } = await sql<DecisionRow>`
    select d.at >= ${current.start} as current,
      d.won,
      coalesce(d.reason, ${NO_REASON}) as reason,
      to_char(d.at at time zone ${site.timeZone}, 'YYYY-MM') as month,
      count(*)::int as count,
      coalesce(sum(d.cents), 0)::float8 as revenue_cents
    from (
      select won_at as at, true as won, null::text as reason, won_value_cents as cents
        from quotes where not is_spam and won_at >= ${previous.start} and won_at < ${current.end}
      union all
      select lost_at, false, lost_reason, null
        from quotes where not is_spam and lost_at >= ${previous.start} and lost_at < ${current.end}
    ) d
    group by 1, 2, 3, 4`.execute(db);
  return rows;
}

export interface ResponseTimesRow {
  current: boolean;
  answered: number;
  medianMs: number;
  p90Ms: number;
}

/**
 * The answered leads that came in during both periods, by period: how many, and the median and
 * 90th percentile (nearest rank: the value at rank ceil(0.9 × n)) of their stored time to first
 * response in business hours (response-memo.repository.ts). A period without answered leads has
 * no row.
 */
export async function responseTimes(db: Db, current: ReportSpan, previous: ReportSpan) {
  const answered = (table: LeadTable) => sql`
    select ${sql.raw(table)}.created_at >= ${current.start} as current, first_response_business_ms as ms
    from ${sql.raw(table)}
    where ${notSpam(table)} and ${within(table, "created_at", previous.start, current.end)}
      and first_response_business_ms is not null`;
  const { rows } = await sql<ResponseTimesRow>`
    select r.current, count(*)::int as answered,
      percentile_cont(0.5) within group (order by r.ms) as median_ms,
      (percentile_disc(0.9) within group (order by r.ms))::float8 as p90_ms
    from (${sql.join(LEAD_TABLES.map(answered), sql` union all `)}) r
    group by 1`.execute(db);
  return rows;
}
