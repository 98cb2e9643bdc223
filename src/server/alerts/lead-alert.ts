/**
 * The alert of a new lead: who and what at a glance ("Emergency repair · Montclair · Margaret"),
 * queued in the lead's transaction unless the lead was flagged as spam. An emergency (the
 * emergency service, or an urgent quote) is its own kind, which every device keeps on by default.
 */
import type { Db } from "../db/schema";
import type { AlertLead } from "../../shared/alerts";
import { queueAlert } from "./queue-alert";

export interface LeadForAlert extends AlertLead {
  firstName: string;
  lastName: string;
  /** The service asked for, as its label ("Repair", "Emergency Repair"); null when not given. */
  service: string | null;
  town: string | null;
  emergency: boolean;
  isSpam: boolean;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * The name an alert shows: the first name only, since it appears on a locked phone's screen (issue 33);
 * the rest is on the lead's page after unlocking. `_lastName` stays for the callers' symmetry.
 */
export function shortName(firstName: string, _lastName?: string): string {
  return firstName.trim();
}

/** "Reply · Repair · Montclair · Margaret": what a lock screen may show of a customer's message (no text of it). */
export function replyAlertTitle(lead: { firstName: string; service: string | null; town: string | null }): string {
  return ["Reply", lead.service ? sentenceCase(lead.service) : null, lead.town?.trim(), shortName(lead.firstName)]
    .filter(Boolean)
    .join(" · ");
}

export const REPLY_ALERT_BODY = "The customer wrote back. Unlock and open the lead to read it.";

/** "Emergency repair · Montclair · Margaret" */
export function leadAlertTitle(lead: Omit<LeadForAlert, "isSpam" | "kind" | "id">): string {
  let service = lead.service ? sentenceCase(lead.service) : null;
  if (lead.emergency && !service?.startsWith("Emergency")) {
    service = service ? `Emergency ${service.toLowerCase()}` : "Emergency";
  }
  return [service, lead.town?.trim(), shortName(lead.firstName, lead.lastName)].filter(Boolean).join(" · ");
}

export function leadAlertBody(lead: Pick<LeadForAlert, "kind" | "emergency">): string {
  const what = lead.kind === "quote" ? "New quote request" : "New consultation request";
  return lead.emergency ? `${what}, marked urgent. Tap to open it and call back.` : `${what}. Tap to open it.`;
}

/** Queues the lead's alert; undefined for spam (no alert) or when it was queued already. */
export async function queueLeadAlert(trx: Db, lead: LeadForAlert): Promise<number | undefined> {
  if (lead.isSpam) return undefined;
  return queueAlert(trx, {
    kind: lead.emergency ? "emergency-lead" : "new-lead",
    lead: { kind: lead.kind, id: lead.id },
    title: leadAlertTitle(lead),
    body: leadAlertBody(lead),
    eventKey: `lead:${lead.kind}:${lead.id}`,
  });
}
