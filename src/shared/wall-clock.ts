/**
 * Wall-clock time in a time zone without a date library: the local fields of an instant, and the
 * instant at which a local time occurs (settling the daylight-saving days). Pure; the one copy that
 * speed-to-lead, the business calendar, report periods, booking and the agenda use.
 */

/** Weekday names as schema.org spells them, Sunday first (Date#getUTCDay order). */
export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const DAY_MS = 24 * 60 * 60 * 1000;
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
export function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant at which the wall clock in `timeZone` reads `local` (a UTC timestamp of the fields). */
export function fromWallClock(local: number, timeZone: string): number {
  const firstGuess = local - (wallClock(local, timeZone) - local);
  // A second pass settles days when the offset changes (daylight saving) between guess and answer.
  return local - (wallClock(firstGuess, timeZone) - firstGuess);
}

/** "HH:MM" as milliseconds after midnight. */
export const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return (hours * 60 + minutes) * 60 * 1000;
};
