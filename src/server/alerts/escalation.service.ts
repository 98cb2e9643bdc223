/**
 * Escalation (issue 22 item 4, decision 039): a lead that alerted and is still 'new' after the
 * setting's business minutes (counted in the site's opening hours by speed-to-lead's clock, in
 * America/New_York) alerts again (the devices that chose its kind, and every device of the
 * second admin when one is set) and e-mails the business address through the outbox. Once per
 * lead, whatever the number of runs: the escalation alert's event key is unique, and the e-mail
 * is queued only by the run that stored it. The clock is passed in.
 */
import type { Db } from "../db/schema";
import { getEnv, siteUrl } from "../env";
import { adminLeadPath } from "../../shared/pages";
import { businessMsBetween, siteBusinessHours, type BusinessHours } from "../../shared/speed-to-lead";
import { alertStrings } from "../../shared/strings/alerts";
import type { AlertChoice } from "../../shared/alerts";
import { composeEmail } from "../email/compose";
import { escapeHtml } from "../email/render";
import { queueEmail } from "../email/queue-email";
import { readAlertSettings } from "./alert-settings";
import { findUntouchedLeads, lockLeadStatus, type UntouchedLead } from "./escalation.repository";
import { queueAlertFor } from "./queue-alert";

/** Leads older than this are not escalated any more (a first run after a long pause stays quiet). */
const LOOK_BACK_DAYS = 7;
const BATCH_SIZE = 50;

export interface EscalationReport {
  escalated: number;
  alertIds: number[];
  outboxIds: string[];
}

const text = alertStrings.escalationAlert;

async function escalationEmail(lead: UntouchedLead, minutes: number) {
  const url = siteUrl(adminLeadPath(lead.leadKind, lead.leadId));
  const intro = `This ${lead.leadKind} is still new after ${minutes} business minutes: nobody has answered it yet.`;
  return composeEmail({
    subject: `${text.titlePrefix}: ${lead.title}`.slice(0, 255),
    bodyHtml: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}"><strong>Open it in the console</strong></a></p>`,
    bodyText: `${intro}\n\nOpen it in the console: ${url}`,
  });
}

async function escalate(
  db: Db,
  lead: UntouchedLead,
  minutes: number,
  secondAdmin: string | null,
  report: EscalationReport,
  afterAlert: AfterAlert | undefined,
) {
  await db.transaction().execute(async (trx) => {
    const lockedLead = { kind: lead.leadKind, id: lead.leadId };
    if ((await lockLeadStatus(trx, lockedLead)) !== "new") return;
    const alertId = await queueAlertFor(
      trx,
      {
        kind: "escalation",
        lead: lockedLead,
        title: `${text.titlePrefix} · ${lead.title}`,
        body: text.body(minutes),
        eventKey: `escalation:${lead.leadKind}:${lead.leadId}`,
      },
      { choice: lead.alertKind as AlertChoice, alsoUserIds: secondAdmin ? [secondAdmin] : [] },
    );
    if (alertId === undefined) return;
    await afterAlert?.(trx, alertId);
    const outboxId = await queueEmail(trx, await escalationEmail(lead, minutes), {
      toAddress: getEnv().BUSINESS_EMAIL,
      tag: "lead-escalation",
      contactSubmissionId: lead.leadKind === "contact" ? lead.leadId : null,
      quoteId: lead.leadKind === "quote" ? lead.leadId : null,
    });
    report.escalated++;
    report.alertIds.push(alertId);
    report.outboxIds.push(outboxId);
  });
}

/** Called in the escalation's transaction with its alert: the owner's alert texts (flows/sms/alert-texts.ts). */
export type AfterAlert = (trx: Db, alertId: number) => Promise<unknown>;

/** Escalates every lead that has waited the setting's business minutes by `now`. */
export async function escalateUntouchedLeads(
  db: Db,
  now: Date = new Date(),
  business: BusinessHours = siteBusinessHours,
  afterAlert?: AfterAlert,
): Promise<EscalationReport> {
  const settings = await readAlertSettings(db);
  const waitMs = settings.escalationMinutes * 60_000;
  const report: EscalationReport = { escalated: 0, alertIds: [], outboxIds: [] };
  for (const lead of await findUntouchedLeads(db, now, LOOK_BACK_DAYS, BATCH_SIZE)) {
    if (businessMsBetween(new Date(lead.createdAt), now, business, waitMs) < waitMs) continue;
    await escalate(db, lead, settings.escalationMinutes, settings.escalationAdminId, report, afterAlert);
  }
  return report;
}
