/**
 * The account page's "Alerts by text" (issue 32, item 6): the signed-in admin's own number and
 * choice. Each admin sets only their own; the number is kept in E.164 and shown in the site's form.
 */
import type { Db } from "../db/schema";
import type { SessionUser } from "../auth/sessions.repository";
import { DEFAULT_ALERT_TEXTS_MODE, type TextAlertsSetting } from "../../shared/alert-texts";
import type { TextAlertsInput } from "../../shared/schemas/alert-texts";
import { normalisePhone } from "../../shared/schemas/lead-fields";
import { saveTextAlerts, textAlertsOf } from "./alert-texts.repository";

function toSetting(row: { alertPhoneE164: string | null; alertTexts: TextAlertsSetting["mode"] } | undefined) {
  return {
    phone: row?.alertPhoneE164 ? (normalisePhone(row.alertPhoneE164) ?? row.alertPhoneE164) : null,
    mode: row?.alertTexts ?? DEFAULT_ALERT_TEXTS_MODE,
  } satisfies TextAlertsSetting;
}

export async function textAlertsSetting(db: Db, admin: SessionUser): Promise<TextAlertsSetting> {
  return toSetting(await textAlertsOf(db, admin.id));
}

export async function updateTextAlerts(db: Db, admin: SessionUser, input: TextAlertsInput): Promise<TextAlertsSetting> {
  await saveTextAlerts(db, admin.id, input);
  return toSetting({ alertPhoneE164: input.phone, alertTexts: input.mode });
}
