/**
 * The day-before reminder (issue 23 item 3): while the business is open (its hours, its zone), each
 * active booking of tomorrow gets one reminder through the outbox, unless its address is on the
 * suppression list (bounced, complained, unsubscribed). Claimed before queueing, so two runs never
 * remind twice; a booking moved later is reminded again for its new day.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isSuppressed } from "../email/suppressions.repository";
import type { Job } from "../jobs/job";
import { businessMsBetween, siteBusinessHours } from "../../shared/speed-to-lead";
import { DAY_MS, fromWallClock, wallClock } from "../../shared/wall-clock";
import { queueBookingMail } from "./booking-mail";
import { bookingsDueForReminder, claimReminder, findBookingLead, leadOfBooking } from "./bookings.repository";
import { getBookingSettings } from "../settings/booking-settings";

export interface ReminderReport {
  remindersQueued: number;
  remindersSuppressed: number;
}

export async function queueDueReminders(db: Kysely<Database>, now: Date): Promise<ReminderReport & { ids: string[] }> {
  const report = { remindersQueued: 0, remindersSuppressed: 0, ids: [] as string[] };
  const zone = siteBusinessHours.timeZone;
  if (businessMsBetween(now, new Date(now.getTime() + 60_000)) === 0) return report;
  const local = wallClock(now.getTime(), zone);
  const tomorrow = local - (local % DAY_MS) + DAY_MS;
  const from = new Date(fromWallClock(tomorrow, zone));
  const to = new Date(fromWallClock(tomorrow + DAY_MS, zone));
  const settings = await getBookingSettings(db);
  for (const booking of await bookingsDueForReminder(db, from, to)) {
    await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, booking.id))) return;
      const lead = await findBookingLead(trx, leadOfBooking(booking));
      if (!lead) return;
      if (await isSuppressed(trx, lead.email)) {
        report.remindersSuppressed++;
        return;
      }
      report.ids.push(await queueBookingMail(trx, "reminder", booking, lead, settings.cutoffHours, now));
      report.remindersQueued++;
    });
  }
  return report;
}

export const bookingReminders: Job<ReminderReport> = {
  name: "booking-reminders",
  run: async (db) => {
    const { remindersQueued, remindersSuppressed } = await queueDueReminders(db, new Date());
    return { remindersQueued, remindersSuppressed };
  },
};
