/**
 * The alert of a new lead: who and what at a glance ("Emergency repair · Montclair · Margaret H."),
 * queued in the lead's transaction unless the lead was flagged as spam. An emergency (the
 * emergency service, or an urgent quote) is its own kind, which every device keeps on by default.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
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

/** "Margaret H.": the first name and the last name's initial. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** "Emergency repair · Montclair · Margaret H." */
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
export async function queueLeadAlert(trx: Kysely<Database>, lead: LeadForAlert): Promise<number | undefined> {
  if (lead.isSpam) return undefined;
  return queueAlert(trx, {
    kind: lead.emergency ? "emergency-lead" : "new-lead",
    lead: { kind: lead.kind, id: lead.id },
    title: leadAlertTitle(lead),
    body: leadAlertBody(lead),
    eventKey: `lead:${lead.kind}:${lead.id}`,
  });
}
