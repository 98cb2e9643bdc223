/**
 * SQL of the numbers page (decision 042). A lead is a contact submission or a quote that is not
 * flagged as spam. Each fact is defined once here, as an SQL fragment over a lead table, and used
 * both by the report's counts and by the lead lists' report filters (leadSegmentWhere), so a
 * figure and the list it links to always agree:
 *   - the first-touch source key (sourceKey),
 *   - the funnel stage a lead reached (stageReached; consultationBooked is the one definition of
 *     "consultation booked"),
 *   - the days a figure counts (created for leads, won/lost for decisions).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { NO_REASON, NO_SOURCE, funnelStages, type FunnelStage, type ReportSegment } from "../../shared/schemas/reports";
import type { Database } from "../db/schema";
import { site } from "../../shared/site";
import { spanOf, type ReportSpan } from "./report-period";

export type LeadTable = "contact_submissions" | "quotes";
export const LEAD_TABLES: readonly LeadTable[] = ["contact_submissions", "quotes"];

/** The service a lead asked about: a contact's service type, a quote's project type. */
const SERVICE_COLUMN: Record<LeadTable, string> = { contact_submissions: "service_type", quotes: "project_type" };

/**
 * Where the lead first came from: the stored source_key column (migration
 * 2026-11-26T0600_report_indexes holds its one definition): its UTM source in lower case, else
 * the referrer's host without "www.", else DIRECT_SOURCE when a landing page was recorded without
 * either, else NO_SOURCE (the browser kept nothing: storage blocked, no JavaScript, or a lead from
 * before capture).
 */
export function sourceKey(table: LeadTable): RawBuilder<string> {
  return sql<string>`${sql.raw(table)}.source_key`;
}

function serviceKey(table: LeadTable): RawBuilder<string> {
  return sql<string>`coalesce(nullif(btrim(${sql.raw(`${table}.${SERVICE_COLUMN[table]}`)}), ''), ${NO_SOURCE})`;
}

/**
 * "Consultation booked", the one definition: the lead has a booking that stands (online booking,
 * decision 041), or, for a quote, it was moved to phase 2 or 3 or given a scheduled date by hand.
 * Uncorrelated IN lists, so Postgres hashes the bookings once rather than probing per lead.
 */
export function consultationBooked(table: LeadTable): RawBuilder<SqlBool> {
  if (table === "contact_submissions") {
    return sql<SqlBool>`contact_submissions.id in (select b.contact_submission_id from bookings b where b.status = 'booked' and b.contact_submission_id is not null)`;
  }
  return sql<SqlBool>`(quotes.phase in ('phase-2', 'phase-3') or quotes.scheduled_date is not null
    or quotes.id in (select b.quote_id from bookings b where b.status = 'booked' and b.quote_id is not null))`;
}

/** Each stage's own evidence, before the later stages are added (stageReached). */
function stageEvidence(table: LeadTable, stage: Exclude<FunnelStage, "new">): RawBuilder<SqlBool> {
  const t = sql.raw(table);
  switch (stage) {
    case "contacted":
      return sql<SqlBool>`(${t}.first_response_at is not null or ${t}.status <> 'new')`;
    case "booked":
      return consultationBooked(table);
    case "proposal":
      return table === "quotes"
        ? // Uncorrelated, so Postgres hashes the sent proposals' quotes once instead of a lookup per row.
          sql<SqlBool>`quotes.id in (select p.quote_id from proposals p where p.sent_at is not null)`
        : sql<SqlBool>`false`;
    case "accepted":
      return table === "quotes" ? sql<SqlBool>`(quotes.won_at is not null)` : sql<SqlBool>`false`;
  }
}

/** The lead got at least this far: its own stage's evidence or any later stage's (a signed quote was contacted). */
export function stageReached(table: LeadTable, stage: FunnelStage): RawBuilder<SqlBool> {
  const later = funnelStages.slice(funnelStages.indexOf(stage)).filter((s) => s !== "new");
  if (later.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(
    later.map((s) => stageEvidence(table, s as Exclude<FunnelStage, "new">)),
    sql` or `,
  )})`;
}

const notSpam = (table: LeadTable) => sql<SqlBool>`not ${sql.raw(table)}.is_spam`;
const within = (table: LeadTable, column: string, start: Date, end: Date) =>
  sql<SqlBool>`(${sql.raw(`${table}.${column}`)} >= ${start} and ${sql.raw(`${table}.${column}`)} < ${end})`;

/**
 * The leads of a report figure, as a WHERE over `table` (the lead lists add it to their own
 * filters). Days count by when the lead came in, or by when its quote was won or lost.
 */
export function leadSegmentWhere(table: LeadTable, segment: ReportSegment): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [notSpam(table)];
  const basis = segment.rbasis ?? "created";
  if (segment.rfrom && segment.rto) {
    const span = spanOf(segment.rfrom, segment.rto);
    const column = basis === "won" ? "won_at" : basis === "lost" ? "lost_at" : "created_at";
    if (table === "contact_submissions" && basis !== "created") conditions.push(sql<SqlBool>`false`);
    else conditions.push(within(table, column, span.start, span.end));
  } else if (basis !== "created") {
    conditions.push(
      table === "quotes" ? sql<SqlBool>`${sql.raw(`quotes.${basis}_at`)} is not null` : sql<SqlBool>`false`,
    );
  }
  if (segment.rsource) conditions.push(sql<SqlBool>`${sourceKey(table)} = ${segment.rsource}`);
  if (segment.rservice) conditions.push(sql<SqlBool>`${serviceKey(table)} = ${segment.rservice}`);
  if (segment.rstage) conditions.push(stageReached(table, segment.rstage));
  if (segment.rreason) {
    conditions.push(
      table === "quotes"
        ? sql<SqlBool>`coalesce(quotes.lost_reason, ${NO_REASON}) = ${segment.rreason}`
        : sql<SqlBool>`false`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

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
  db: Kysely<Database>,
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
export async function decisions(db: Kysely<Database>, current: ReportSpan, previous: ReportSpan) {
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
export async function responseTimes(db: Kysely<Database>, current: ReportSpan, previous: ReportSpan) {
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
