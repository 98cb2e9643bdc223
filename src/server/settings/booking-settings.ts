/** The owner's booking settings (decision 041): slot length, hours ahead, cut-off, daily maximum, buffers. */
import { bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS, type BookingSettings } from "../../shared/schemas/booking";
import { typedSetting } from "./settings.repository";

export const BOOKING_SETTINGS_KEY = "booking";

const bookingSettings = typedSetting<BookingSettings>(
  BOOKING_SETTINGS_KEY,
  bookingSettingsSchema,
  () => DEFAULT_BOOKING_SETTINGS,
);

export const getBookingSettings = bookingSettings.read;
export const setBookingSettings = bookingSettings.write;
