/**
 * The owner's alerts by text (issue 32, item 6): a new lead (urgent or not), an escalation and a signed proposal
 * go by text to each admin with a US mobile number on Account, when none of their devices has push alerts on
 * ('when-no-push') or as well as push ('with-push'). Queued in the alert's own transaction through queueText
 * (purpose 'owner-alert': no customer consent is asked, the admin chose it; a STOP from the admin's phone still
 * stops it; no lead's timeline shows it), one per admin and alert however often it is retried (its
 * Idempotency-Key), and sent after commit (`textAlertsAfterCommit`) or by the next outbox-retry run. Never more
 * than 80 characters of what the customer wrote (alertTextBody).
 */
import type { Db } from "../../db/schema";
import { siteUrl } from "../../env";
import { alertForText, textAlertAdmins } from "../../alerts/alert-texts.repository";
import { leadEscalationWith } from "../../alerts/alerts.job";
import type { Job } from "../../jobs/job";
import { deliverTexts } from "../../sms/sms-delivery.job";
import { alertTextBody, TEXTED_ALERT_KINDS, textsAlert, type TextedAlertKind } from "../../../shared/alert-texts";
import { OWNER_ALERT_PURPOSE, queueText } from "./queue-text";

const isTexted = (alert: {
  kind: string;
  eventKey: string | null;
}): alert is { kind: TextedAlertKind; eventKey: string | null } =>
  (TEXTED_ALERT_KINDS as readonly string[]).includes(alert.kind) &&
  // Payments reuse "proposal-accepted" (decision 046): only a signature texts.
  (alert.kind !== "proposal-accepted" || (alert.eventKey ?? "").startsWith("proposal-accepted:"));

/** Queues the alert's texts (inside its transaction); the ids of those queued, to send after commit. */
export async function queueAlertTexts(trx: Db, alertId: number | undefined): Promise<string[]> {
  if (alertId === undefined) return [];
  const alert = await alertForText(trx, alertId);
  if (!alert || !isTexted(alert)) return [];
  const admins = (await textAlertAdmins(trx)).filter((admin) => textsAlert(admin.alertTexts, admin.pushDevices > 0));
  if (admins.length === 0) return [];
  const link = siteUrl(alert.url);
  const body = alertTextBody({ ...alert, kind: alert.kind }, link);
  const ids: string[] = [];
  for (const admin of admins) {
    const queued = await queueText(trx, {
      to: admin.alertPhoneE164,
      body,
      purpose: OWNER_ALERT_PURPOSE,
      idempotencyKey: `alert-${alert.id}-${admin.id}`,
    });
    if (queued.queued && !queued.replayed) ids.push(String(queued.message.id));
  }
  return ids;
}

/** Escalation (decision 039) with its texts, sent in the same run: the alerts function's job. */
export const leadEscalation: Job<{ escalated: number; alertTexts: number }> = {
  name: "lead-escalation",
  run: async (db) => {
    const textIds: string[] = [];
    const report = await leadEscalationWith(async (trx, alertId) => {
      textIds.push(...(await queueAlertTexts(trx, alertId)));
    }).run(db);
    if (textIds.length > 0) await deliverTexts(db, textIds);
    return { ...report, alertTexts: textIds.length };
  },
};
