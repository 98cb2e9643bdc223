/**
 * Speed to lead: how long a new lead has waited, and whether it is overdue, i.e. still 'new' after
 * two business hours. Business time is counted in the opening hours of the site facts, in the
 * business's own time zone, so a lead sent on Friday evening is not overdue before Saturday
 * morning. Pure: the console (badges) and the server (the dashboard's list) both call it.
 */
import { site } from "./site";
import { DAY_MS, DAY_NAMES, fromWallClock, minutesOf, wallClock } from "./wall-clock";

export const REPLY_WITHIN_BUSINESS_MS = 2 * 60 * 60 * 1000;

/** One day's opening, "HH:MM" local times, on the schema.org day names it applies to. */
export interface OpeningHours {
  opens: string;
  closes: string;
  dayOfWeek: readonly string[];
}

export interface BusinessHours {
  timeZone: string;
  hours: readonly OpeningHours[];
}

export const siteBusinessHours: BusinessHours = { timeZone: site.timeZone, hours: site.hours };

/** Leads older than this are overdue anyway; the count stops here so old rows stay cheap. */
export const MAX_DAYS_COUNTED = 60;

/** Milliseconds of opening hours between `from` and `to`, up to `cap` (counting stops there). */
export function businessMsBetween(
  from: Date,
  to: Date,
  business: BusinessHours = siteBusinessHours,
  cap = Number.POSITIVE_INFINITY,
): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const firstLocal = wallClock(start, business.timeZone);
  let localDay = firstLocal - (firstLocal % DAY_MS);
  for (let day = 0; day <= MAX_DAYS_COUNTED && total < cap; day++, localDay += DAY_MS) {
    const dayName = DAY_NAMES[new Date(localDay).getUTCDay()]!;
    for (const opening of business.hours) {
      if (!opening.dayOfWeek.includes(dayName)) continue;
      const opens = fromWallClock(localDay + minutesOf(opening.opens), business.timeZone);
      const closes = fromWallClock(localDay + minutesOf(opening.closes), business.timeZone);
      if (opens >= end) return Math.min(total, cap);
      total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
    }
  }
  return Math.min(total, cap);
}

/**
 * The zone's UTC offset in the daytime of each of `count` local days from `firstDay` (opening
 * hours lie after the night's clock change, so one offset serves a whole day's openings). Asking
 * Intl for every day is slow (tens of µs each); offsets only change twice a year, so the days are
 * halved until both ends of a stretch of at most 32 days agree, and the stretch takes that offset.
 */
function dayOffsets(firstDay: number, count: number, timeZone: string): number[] {
  const offsetOf = (day: number) => {
    const probe = firstDay + day * DAY_MS + 12 * 60 * 60 * 1000;
    return wallClock(probe, timeZone) - probe;
  };
  const offsets = new Array<number>(count);
  const fill = (low: number, high: number, lowOffset: number, highOffset: number): void => {
    if ((lowOffset === highOffset && high - low <= 32) || high - low <= 1) {
      for (let day = low; day <= high; day++) offsets[day] = day === high ? highOffset : lowOffset;
      return;
    }
    const middle = (low + high) >> 1;
    const middleOffset = offsetOf(middle);
    fill(low, middle, lowOffset, middleOffset);
    fill(middle, high, middleOffset, highOffset);
  };
  fill(0, count - 1, offsetOf(0), offsetOf(count - 1));
  return offsets;
}

/**
 * businessMsBetween for many pairs at once (the reports' time to first response): the openings
 * from `first` to `last` are laid out once with their running total, and each pair is then two
 * binary searches instead of a walk over its days. Agrees with businessMsBetween exactly,
 * including its stop after MAX_DAYS_COUNTED days (speed-to-lead-clock.test.ts).
 */
export function businessClock(first: Date, last: Date, business: BusinessHours = siteBusinessHours) {
  const opens: number[] = [];
  const closes: number[] = [];
  /** Business ms of all openings before opening i. */
  const before: number[] = [];
  let total = 0;
  const firstLocal = wallClock(first.getTime(), business.timeZone);
  const lastLocal = wallClock(last.getTime(), business.timeZone);
  // A day either side, so every instant in [first, last] falls among laid-out days.
  const firstDay = firstLocal - (firstLocal % DAY_MS) - DAY_MS;
  const dayCount = Math.round((lastLocal - (lastLocal % DAY_MS) + DAY_MS - firstDay) / DAY_MS) + 1;
  const offsets = dayOffsets(firstDay, dayCount, business.timeZone);
  for (let day = 0; day < dayCount; day++) {
    const localDay = firstDay + day * DAY_MS;
    const dayName = DAY_NAMES[new Date(localDay).getUTCDay()]!;
    for (const opening of business.hours) {
      if (!opening.dayOfWeek.includes(dayName)) continue;
      opens.push(localDay + minutesOf(opening.opens) - offsets[day]!);
      closes.push(localDay + minutesOf(opening.closes) - offsets[day]!);
      before.push(total);
      total += Math.max(0, closes.at(-1)! - opens.at(-1)!);
    }
  }
  /** Business ms from the first laid-out opening up to `instant`. */
  const upTo = (instant: number): number => {
    // The last opening that opens before `instant`.
    let low = 0;
    let high = opens.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (opens[middle]! < instant) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (found < 0) return 0;
    return before[found]! + Math.max(0, Math.min(closes[found]!, instant) - opens[found]!);
  };
  return {
    /** Milliseconds of opening hours between two instants within [first, last]. */
    msBetween(from: Date, to: Date): number {
      const start = from.getTime();
      let end = to.getTime();
      if (!(end > start)) return 0;
      // businessMsBetween stops counting after MAX_DAYS_COUNTED days from the start's local day.
      if (end - start > MAX_DAYS_COUNTED * DAY_MS - 2 * 60 * 60 * 1000) {
        const startLocal = wallClock(start, business.timeZone);
        const stop = fromWallClock(
          startLocal - (startLocal % DAY_MS) + (MAX_DAYS_COUNTED + 1) * DAY_MS,
          business.timeZone,
        );
        end = Math.min(end, stop);
      }
      return Math.max(0, upTo(end) - upTo(start));
    },
  };
}

export interface WaitingState {
  /** Wall-clock time since the lead came in. */
  waitingMs: number;
  /** Still 'new' after two business hours. */
  overdue: boolean;
}

/** How long a lead has waited; undefined once it is no longer 'new' (someone answered it). */
export function waitingState(
  lead: { status: string; createdAt: Date | string },
  now: Date = new Date(),
  business: BusinessHours = siteBusinessHours,
): WaitingState | undefined {
  if (lead.status !== "new") return undefined;
  const createdAt = new Date(lead.createdAt);
  const business2h = businessMsBetween(createdAt, now, business, REPLY_WITHIN_BUSINESS_MS);
  return {
    waitingMs: Math.max(0, now.getTime() - createdAt.getTime()),
    overdue: business2h >= REPLY_WITHIN_BUSINESS_MS,
  };
}

/** "45 min", "3 h 20 min", "2 d 4 h": a waiting time at a glance. */
export function formatWaiting(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** A lead still waiting for its first reply, as the dashboard lists it (oldest first). */
export interface WaitingLead {
  kind: "contact" | "quote";
  id: number;
  name: string;
  createdAt: string;
  overdue: boolean;
  /** Flagged as possible spam, yet with a phone and a message: shown, marked. */
  flagged: boolean;
}

/** GET /api/admin/leads/waiting: the leads waiting for the owner by the one definition (src/shared/waiting.ts). */
export interface WaitingLeads {
  /** Every waiting lead, counted once: unanswered New leads and leads whose customer wrote last. */
  total: number;
  /** The same count by kind; each links to its list filtered to exactly these leads. */
  byKind: { contacts: number; quotes: number };
  /** The oldest few nobody has answered yet. */
  oldest: WaitingLead[];
  /** Customer replies not yet read (the dashboard's count). */
  unreadReplies: number;
  /** Every lead whose customer wrote last and waits for an answer, oldest reply first. */
  replies: WaitingReply[];
}

/** A lead whose customer's reply is unanswered: it waits for the owner like a new lead. */
export interface WaitingReply {
  kind: "contact" | "quote";
  id: number;
  name: string;
  /** When the oldest unanswered reply arrived. */
  receivedAt: string;
  unread: boolean;
}
