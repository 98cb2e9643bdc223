/**
 * The numbers page (/admin/reports, decision 042): the period the owner picks (the API's query and
 * the page's URL), the slice of leads a figure stands for (the lead lists' `report` filters, so a
 * figure links to the leads behind it), and the JSON the API answers. zod/mini: the console parses
 * with the very rules the API reads through forServer.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { reportStrings } from "../strings/reports";

const m = reportStrings.errors;

export const reportPeriods = ["month", "90d", "year", "custom"] as const;
export type ReportPeriodKey = (typeof reportPeriods)[number];

/** The longest custom period: five years of days (and as long again before it to compare). */
export const REPORT_MAX_DAYS = 5 * 365 + 2;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole days from `from` to `to`, both counted ("2026-11-01".."2026-11-30" → 30). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const calendarDay = (message: string) =>
  z.optional(z.string({ error: message }).check(z.refine(isCalendarDay, message)));

/** The page's query: a period, and for a custom one its first and last day (business days, inclusive). */
export const reportQuerySchema = z
  .object({
    period: z._default(z.enum(reportPeriods, { error: m.period }), "month"),
    from: calendarDay(m.day),
    to: calendarDay(m.day),
  })
  .check(
    z.superRefine((query, context) => {
      if (query.period !== "custom") return;
      if (!query.from) context.issues.push({ code: "custom", message: m.fromMissing, path: ["from"], input: query });
      if (!query.to) context.issues.push({ code: "custom", message: m.toMissing, path: ["to"], input: query });
      if (!query.from || !query.to) return;
      if (query.from > query.to) {
        context.issues.push({ code: "custom", message: m.fromAfterTo, path: ["from"], input: query });
      } else if (daysInclusive(query.from, query.to) > REPORT_MAX_DAYS) {
        context.issues.push({ code: "custom", message: m.tooLong, path: ["to"], input: query });
      }
    }),
  );
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The query as a query string: the page's URL and the API's. */
export function reportQueryString(query: Partial<ReportQuery>): string {
  const params = new URLSearchParams();
  if (query.period && query.period !== "month") params.set("period", query.period);
  if (query.period === "custom") {
    if (query.from) params.set("from", query.from);
    if (query.to) params.set("to", query.to);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

// ── The leads behind a figure ────────────────────────────────────────────────────────────────

/** How far a lead got; each stage includes the ones after it (a signed quote was also contacted). */
export const funnelStages = ["new", "contacted", "booked", "proposal", "accepted"] as const;
export type FunnelStage = (typeof funnelStages)[number];

/** Which date the days apply to: when the lead came in, or when its quote was won or lost. */
export const reportBases = ["created", "won", "lost"] as const;
export type ReportBasis = (typeof reportBases)[number];

/** The source key of leads without any first-touch source, as a URL value. */
export const NO_SOURCE = "(none)";
/** The source key of leads that landed with neither a referrer nor UTM parameters. */
export const DIRECT_SOURCE = "(direct)";
/** The lost-reason key of declines without a reason. */
export const NO_REASON = "(none)";

const SEGMENT_TEXT_MAX = 200;
const segmentText = z.optional(z.string().check(z.minLength(1, m.segment), z.maxLength(SEGMENT_TEXT_MAX, m.segment)));

/**
 * The slice of leads a report figure stands for, as the lead lists read it from their URL and
 * their API's query (`rfrom`, `rto`, … so none collides with a list's own filters). Absent: no slice.
 */
export const reportSegmentSchema = z
  .object({
    rfrom: calendarDay(m.day),
    rto: calendarDay(m.day),
    rbasis: z.optional(z.enum(reportBases, { error: m.segment })),
    rsource: segmentText,
    rservice: segmentText,
    rstage: z.optional(z.enum(funnelStages, { error: m.segment })),
    rreason: segmentText,
    /** The leads waiting for a reply now (src/shared/waiting.ts), whatever the other parameters say of spam. */
    rwaiting: z.optional(z.literal("1", { error: m.segment })),
    /** Open quotes (neither completed nor cancelled), the dashboard's pipeline. */
    ropen: z.optional(z.literal("1", { error: m.segment })),
  })
  .check(
    z.superRefine((segment, context) => {
      if (Boolean(segment.rfrom) !== Boolean(segment.rto)) {
        context.issues.push({
          code: "custom",
          message: m.segment,
          path: [segment.rfrom ? "rto" : "rfrom"],
          input: segment,
        });
      } else if (segment.rfrom && segment.rto && segment.rfrom > segment.rto) {
        context.issues.push({ code: "custom", message: m.fromAfterTo, path: ["rfrom"], input: segment });
      }
    }),
  );
export type ReportSegment = z.output<typeof reportSegmentSchema>;
export const REPORT_SEGMENT_NAMES = [
  "rfrom",
  "rto",
  "rbasis",
  "rsource",
  "rservice",
  "rstage",
  "rreason",
  "rwaiting",
  "ropen",
] as const;

/** The segment's parameters out of a query string (only its names, empty ones left out). */
export function segmentParams(search: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const name of REPORT_SEGMENT_NAMES) {
    const value = search.get(name);
    if (value) raw[name] = value;
  }
  return raw;
}

/** The segment as query parameters to add to a list's URL. */
export function segmentQuery(segment: ReportSegment): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of REPORT_SEGMENT_NAMES) {
    const value = segment[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The segment read from a URL; a malformed one is no segment. */
export function segmentFrom(search: string): ReportSegment {
  const parsed = reportSegmentSchema.safeParse(segmentParams(new URLSearchParams(search)));
  return parsed.success ? parsed.data : {};
}

export const hasSegment = (segment: ReportSegment) => REPORT_SEGMENT_NAMES.some((name) => segment[name]);

/** A list's query string ("?q=…" or "") with the segment's parameters added. */
export function withSegment(query: string, segment: ReportSegment): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of segmentQuery(segment)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

// ── The API's answer ─────────────────────────────────────────────────────────────────────────

/** A count split by lead kind (each kind has its own list to link to). */
export interface KindCounts {
  contacts: number;
  quotes: number;
}

export interface ReportRange {
  /** First and last business day, inclusive ("2026-11-01"). */
  from: string;
  to: string;
  days: number;
}

export interface SourceRow extends KindCounts {
  /** The source key: UTM source, referrer host, DIRECT_SOURCE, or NO_SOURCE. */
  source: string;
}

export interface ServiceRow extends KindCounts {
  kind: "contact" | "quote";
  /** A contact's service type or a quote's project type, as stored. */
  service: string;
}

export interface FunnelRow extends KindCounts {
  stage: FunnelStage;
}

export interface MonthRow {
  /** "2026-11" in business time. */
  month: string;
  won: number;
  revenueCents: number;
}

export interface ReasonRow {
  /** The customer's reason, or NO_REASON. */
  reason: string;
  count: number;
}

export interface ReportFigures {
  range: ReportRange;
  leads: KindCounts;
  bySource: SourceRow[];
  byService: ServiceRow[];
  funnel: FunnelRow[];
  won: { count: number; revenueCents: number; averageCents: number | null };
  lost: { count: number; reasons: ReasonRow[] };
  /** Won ÷ (won + lost) of the quotes decided in the period; null when none was decided. */
  winRate: number | null;
  /** Business time to first response of the period's leads answered so far. */
  firstResponse: { answered: number; medianMs: number | null; p90Ms: number | null };
  revenueByMonth: MonthRow[];
  /** The money of the period (issue 31 item 8; src/server/reports/payments-report.repository.ts says how each is counted). */
  payments: PaymentFigures;
}

export interface PaymentFigures {
  collectedCents: number;
  outstandingCents: number;
  overdueCents: number;
  /** Contracts of the period with a deposit that got a payment, and the median days from signing to it (1 decimal). */
  depositsPaid: number;
  depositDaysMedian: number | null;
}

export interface LeadsReport {
  period: ReportPeriodKey;
  current: ReportFigures;
  /** The period of equal length just before. */
  previous: ReportFigures;
  /** Leads waiting for a first reply right now (the dashboard's count), whatever the period. */
  waitingNow: number;
  generatedAt: string;
}
