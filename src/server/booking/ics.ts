/**
 * iCalendar text (RFC 5545) for the booking's invitations (iTIP, RFC 5546: METHOD:REQUEST to book
 * or move, METHOD:CANCEL to cancel) and the owner's feed (no METHOD: a published calendar).
 * Times are written on the business's wall clock with `TZID=America/New_York` and the zone's
 * VTIMEZONE (DST from the second Sunday of March to the first Sunday of November, the US rule since
 * 2007), so a calendar shows 9:00 AM in New York whatever zone it sits in. Lines end in CRLF, are
 * folded at 75 octets (never inside a UTF-8 character), and TEXT values escape \ ; , and newlines.
 */
import { wallClock } from "../../shared/wall-clock";

export const ICS_TIME_ZONE = "America/New_York";

const VTIMEZONE_NEW_YORK = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  "X-LIC-LOCATION:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  cancelled?: boolean;
  organizer: IcsPerson;
  /** No name when it is not ours to print (an invitation to an address nobody verified). */
  attendee?: Omit<IcsPerson, "name"> & { name?: string };
}

export type IcsMethod = "REQUEST" | "CANCEL";

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, with the characters a quoted value cannot hold dropped. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Folds a content line at 75 octets: CRLF and one space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with its space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (value: number) => String(value).padStart(2, "0");

function fields(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** 20260309T070000: the instant on New York's wall clock (for `;TZID=America/New_York:`). */
export const localStamp = (instant: Date) => fields(new Date(wallClock(instant.getTime(), ICS_TIME_ZONE)));

/** 20260309T110000Z: the instant in UTC. */
export const utcStamp = (instant: Date) => `${fields(instant)}Z`;

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${localStamp(event.startsAt)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${localStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
  ];
  if (event.attendee) {
    const name = event.attendee.name ? `;CN=${paramValue(event.attendee.name)}` : "";
    lines.push(`ATTENDEE${name};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`);
  }
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/**
 * A whole VCALENDAR. With a `method` it is an iTIP message (one event, an invitation or its
 * cancellation); without, a published calendar (the owner's feed).
 */
export function icsCalendar(
  events: readonly IcsEvent[],
  options: { method?: IcsMethod; name?: string; stamp: Date },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Alpine Slate Roofing//Consultations//EN",
    "CALSCALE:GREGORIAN",
  ];
  if (options.method) lines.push(`METHOD:${options.method}`);
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  lines.push(...VTIMEZONE_NEW_YORK);
  for (const event of events) lines.push(...eventLines(event, options.stamp));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
