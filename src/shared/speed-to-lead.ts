/**
 * Speed to lead: how long a new lead has waited, and whether it is overdue, i.e. still 'new' after
 * two business hours. Business time is counted in the opening hours of the site facts, in the
 * business's own time zone, so a lead sent on Friday evening is not overdue before Saturday
 * morning. Pure: the console (badges) and the server (the dashboard's list) both call it.
 */
import { site } from "./site";

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

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_MS = 24 * 60 * 60 * 1000;
/** Leads older than this are overdue anyway; the count stops here so old rows stay cheap. */
const MAX_DAYS_COUNTED = 60;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`, as a UTC timestamp of those fields. */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant at which the wall clock in `timeZone` reads `local` (a UTC timestamp of the fields). */
function fromWallClock(local: number, timeZone: string): number {
  const firstGuess = local - (wallClock(local, timeZone) - local);
  // A second pass settles days when the offset changes (daylight saving) between guess and answer.
  return local - (wallClock(firstGuess, timeZone) - firstGuess);
}

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return (hours * 60 + minutes) * 60 * 1000;
};

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

/** GET /api/admin/leads/waiting: every new lead (spam aside, unless it has a phone and a message), counted, and the oldest few. */
export interface WaitingLeads {
  total: number;
  oldest: WaitingLead[];
}
