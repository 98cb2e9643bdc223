/** The business's calendar day as a date string: what proposals, report periods and other days count from. */
import { site } from "../../shared/site";

/** Today in the business's zone, "2026-11-26". */
export function businessDay(now = new Date(), plusDays = 0): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone }).format(now);
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}
