/**
 * Settings → Follow-ups (decision 040): the local time reminders go at, the holidays, and the
 * review request. One typed key in the `settings` table; the defaults (09:00, the seeded federal
 * holidays, review requests on after three business days to the site's review page) apply until
 * the owner saves.
 */
import type { Db } from "../db/schema";
import { siteCalendar, type BusinessCalendar } from "../../shared/business-calendar";
import { site } from "../../shared/site";
import {
  defaultFollowUpSettings,
  followUpSettingsSchema,
  type FollowUpSettings,
} from "../../shared/schemas/follow-ups";
import { typedSetting } from "../settings/settings.repository";

const followUpSettings = typedSetting("follow-ups", followUpSettingsSchema, () =>
  defaultFollowUpSettings(site.reviews.url),
);

export const readFollowUpSettings = followUpSettings.read;
export const writeFollowUpSettings = followUpSettings.write;

export const calendarOf = (settings: FollowUpSettings): BusinessCalendar => siteCalendar(settings.holidays);

/**
 * The business calendar with the owner's holidays, for any server feature that plans in business
 * time (booking: `nextBusinessMoment(now, await readBusinessCalendar(db))`).
 */
export async function readBusinessCalendar(db: Db): Promise<BusinessCalendar> {
  return calendarOf(await readFollowUpSettings(db));
}
