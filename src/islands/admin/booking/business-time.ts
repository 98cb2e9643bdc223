/** The agenda's forms speak the business's clock (New York), whatever the owner's device says. */
import { site } from "../../../shared/site";
import { fromWallClock, minutesOf, wallClock } from "../../../shared/wall-clock";

/** The instant a business-local day and "HH:MM" name (the console's forms speak the business's time). */
export const businessInstant = (day: string, time = "00:00"): Date =>
  new Date(fromWallClock(Date.parse(`${day}T00:00:00Z`) + minutesOf(time), site.timeZone));

/** "HH:MM" on the business's clock at `instant`. */
export const businessTimeOfDay = (instant: Date | string): string =>
  new Date(wallClock(new Date(instant).getTime(), site.timeZone)).toISOString().slice(11, 16);
