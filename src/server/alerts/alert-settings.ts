/** The escalation setting (issue 22): one typed key of the settings table, validated on read and write. */
import type { Db } from "../db/schema";
import { alertSettingsSchema, DEFAULT_ALERT_SETTINGS, type AlertSettingsInput } from "../../shared/schemas/alerts";
import { typedSetting } from "../settings/settings.repository";
import { InvalidInput, FIELDS_MESSAGE } from "../errors";
import { alertStrings } from "../../shared/strings/alerts";

export const ALERT_SETTINGS_KEY = "alerts";

const alertSettings = typedSetting<AlertSettingsInput>(
  ALERT_SETTINGS_KEY,
  alertSettingsSchema,
  () => DEFAULT_ALERT_SETTINGS,
);

/** The stored setting; the defaults when none (or a malformed one) is stored. */
export const readAlertSettings = alertSettings.read;

/** Saves the setting; the second admin must be an admin (400 naming the field). */
export async function saveAlertSettings(
  db: Db,
  settings: AlertSettingsInput,
  adminIds: readonly string[],
): Promise<AlertSettingsInput> {
  if (settings.escalationAdminId && !adminIds.includes(settings.escalationAdminId)) {
    throw new InvalidInput(FIELDS_MESSAGE, { escalationAdminId: alertStrings.messages.admin });
  }
  return alertSettings.write(db, settings);
}
