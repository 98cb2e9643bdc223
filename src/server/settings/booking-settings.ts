/** The owner's booking settings (decision 041): slot length, hours ahead, cut-off, daily maximum, buffers. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS, type BookingSettings } from "../../shared/schemas/booking";
import { readSetting, writeSetting } from "./settings.repository";

export const BOOKING_SETTINGS_KEY = "booking";

export async function getBookingSettings(db: Kysely<Database>): Promise<BookingSettings> {
  const parsed = bookingSettingsSchema.safeParse(await readSetting(db, BOOKING_SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
}

export async function setBookingSettings(db: Kysely<Database>, settings: BookingSettings): Promise<BookingSettings> {
  await writeSetting(db, BOOKING_SETTINGS_KEY, settings);
  return settings;
}
