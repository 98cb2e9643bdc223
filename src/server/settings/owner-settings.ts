/**
 * The owner's typed settings, one row each in the settings table: its key, the schema its stored value is
 * read with, and the value that holds until the owner saves one. Follow-ups keep theirs beside the
 * follow-ups (follow-up-settings.ts: its default names the site's review page).
 */
import { bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS } from "../../shared/schemas/booking";
import { contractSettingsSchema, EMPTY_CONTRACT_SETTINGS } from "../../shared/schemas/contract-settings";
import { DEFAULT_PAYMENT_SCHEDULE, paymentScheduleSchema } from "../../shared/schemas/payment-schedule";
import { typedSetting } from "./settings.repository";

export const ownerSettings = {
  /** Slot length, hours ahead, cut-off, daily maximum, buffers (decision 041). */
  booking: typedSetting("booking", bookingSettingsSchema, () => DEFAULT_BOOKING_SETTINGS),
  /** The contractor's facts every contract names (decision 045); empty until the owner saves. */
  contract: typedSetting("contract", contractSettingsSchema, () => EMPTY_CONTRACT_SETTINGS),
  /** The default schedule of a contract's payments (decision 051). */
  paymentSchedule: typedSetting("payment-schedule", paymentScheduleSchema, () => DEFAULT_PAYMENT_SCHEDULE),
};
