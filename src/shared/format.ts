/** Display formats shared by pages and islands. */

const LONG_US_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "September 20, 2024" (SPEC §2: long US format), read in UTC so build and browser agree. */
export function formatLongDate(date: Date | string): string {
  return LONG_US_DATE.format(typeof date === "string" ? new Date(date) : date);
}

/** Machine-readable date for a <time datetime>. */
export function isoDate(date: Date | string): string {
  return (typeof date === "string" ? new Date(date) : date).toISOString().slice(0, 10);
}

/** "24/7 emergency service" → "24/7 emergency service"; "emergency" → "Emergency". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
