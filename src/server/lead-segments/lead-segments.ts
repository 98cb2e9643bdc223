/**
 * Lead segments (decision 042): each fact about a lead is defined once here, as an SQL fragment
 * over a lead table (a lead is a contact submission or a quote that is not flagged as spam), and
 * used both by the numbers page's counts (reports.repository) and by the lead lists' report filters
 * (leadSegmentWhere), so a figure and the list it links to always agree:
 *   - the first-touch source key (sourceKey),
 *   - the funnel stage a lead reached (stageReached; consultationBooked is the one definition of
 *     "consultation booked"),
 *   - the days a figure counts (created for leads, won/lost for decisions).
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { NO_REASON, NO_SOURCE, funnelStages, type FunnelStage, type ReportSegment } from "../../shared/schemas/reports";
import { spanOf } from "../periods/report-period";
import { waitingWhere } from "../leads/waiting.repository";

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

export function serviceKey(table: LeadTable): RawBuilder<string> {
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
export function stageEvidence(table: LeadTable, stage: Exclude<FunnelStage, "new">): RawBuilder<SqlBool> {
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

/** A quote in the pipeline: neither completed nor cancelled (the dashboard's open quotes). */
export const openQuote = sql<SqlBool>`quotes.status not in ('completed', 'cancelled')`;

export const notSpam = (table: LeadTable) => sql<SqlBool>`not ${sql.raw(table)}.is_spam`;
export const within = (table: LeadTable, column: string, start: Date, end: Date) =>
  sql<SqlBool>`(${sql.raw(`${table}.${column}`)} >= ${start} and ${sql.raw(`${table}.${column}`)} < ${end})`;

/**
 * The leads of a report figure, as a WHERE over `table` (the lead lists add it to their own
 * filters); `rwaiting` is the dashboard's and the reports' "waiting for a reply". Days count by when the lead came in, or by when its quote was won or lost.
 */
export function leadSegmentWhere(table: LeadTable, segment: ReportSegment): RawBuilder<SqlBool> {
  // The waiting leads include a flagged one that has a phone and a message (src/shared/waiting.ts).
  const conditions: RawBuilder<SqlBool>[] = [segment.rwaiting ? waitingWhere(table) : notSpam(table)];
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
  if (segment.ropen) conditions.push(table === "quotes" ? openQuote : sql<SqlBool>`false`);
  if (segment.rreason) {
    conditions.push(
      table === "quotes"
        ? sql<SqlBool>`coalesce(quotes.lost_reason, ${NO_REASON}) = ${segment.rreason}`
        : sql<SqlBool>`false`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
