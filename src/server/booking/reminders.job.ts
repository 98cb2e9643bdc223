/**
 * The day-before reminder (issue 23 item 3): while the business is open (its hours, its zone), each
 * active booking of tomorrow gets one reminder through the outbox, unless its address is on the
 * suppression list (bounced, complained, unsubscribed). Claimed before queueing, so two runs never
 * remind twice; a booking moved later is reminded again for its new day. By text as well or instead when the
 * booking settings say so (issue 32 item 2, booking-texts.ts): the texting flow hands in the texter
 * (flows/sms/booking-text.ts), and a text that cannot go leaves the e-mail to go.
 */
import type { Db } from "../db/schema";
import { isSuppressed } from "../email/suppressions.repository";
import type { Job } from "../jobs/job";
import { businessMsBetween, siteBusinessHours } from "../../shared/speed-to-lead";
import { DAY_MS, fromWallClock, wallClock } from "../../shared/wall-clock";
import { queueBookingMail } from "./booking-mail";
import { tellCustomer, type BookingTexter } from "./booking-texts";
import { bookingsDueForReminder, claimReminder, findBookingLead, leadOfBooking } from "./bookings.repository";
import { getBookingSettings } from "../settings/booking-settings";

export interface ReminderReport {
  remindersQueued: number;
  remindersSuppressed: number;
  remindersTexted: number;
}

export async function queueDueReminders(
  db: Db,
  now: Date,
  texter?: BookingTexter,
): Promise<ReminderReport & { ids: string[]; textIds: string[] }> {
  const report = { remindersQueued: 0, remindersSuppressed: 0, remindersTexted: 0, ids: [] as string[] };
  const textIds: string[] = [];
  const zone = siteBusinessHours.timeZone;
  if (businessMsBetween(now, new Date(now.getTime() + 60_000)) === 0) return { ...report, textIds };
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
      const notice = { kind: "reminder" as const, booking, lead, now, automatic: true };
      const sent = await tellCustomer(trx, notice, settings, texter, async () => {
        if (await isSuppressed(trx, lead.email)) return [];
        return [await queueBookingMail(trx, "reminder", booking, lead, settings.cutoffHours, now)];
      });
      if (sent.texted) report.remindersTexted++;
      textIds.push(...sent.textIds);
      report.ids.push(...sent.outboxIds);
      report.remindersQueued += sent.outboxIds.length;
      if (sent.outboxIds.length === 0 && !sent.texted) report.remindersSuppressed++;
    });
  }
  return { ...report, textIds };
}

/** The scheduled job; functions/booking-reminders runs it with the texting flow's texter (flows/sms/booking-text.ts). */
export const bookingRemindersWith = (texter?: BookingTexter): Job<ReminderReport> => ({
  name: "booking-reminders",
  run: async (db) => {
    const { ids: _ids, textIds: _textIds, ...report } = await queueDueReminders(db, new Date(), texter);
    return report;
  },
});
