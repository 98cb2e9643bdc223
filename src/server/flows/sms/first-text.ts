/**
 * The automatic first text to a new lead (issue 32, item 2): queued in the lead's own transaction when the
 * customer agreed to texts (queueText asks), from the owner's editable template (the template store's
 * "sms-first-text", its text content; issue 32's wording until edited) with {{firstName}} and {{projectType}};
 * due at once inside business hours (sent within the request, well inside 60 s), otherwise at the next moment
 * the business is open and the customer is outside 9 pm–8 am (text-quiet-hours.ts), when the outbox-retry run
 * sends it. Counted with the automatic mail's caps; refused quietly (nothing queued) for any reason queueText gives.
 */
import type { Db } from "../../db/schema";
import { renderText } from "../../email/render";
import { readBusinessCalendar } from "../../follow-ups/follow-up-settings";
import type { LeadRef } from "../../leads/lead-ref";
import { smsConsentOf } from "../../sms/consent";
import { readFirstTextTemplate } from "../../sms/first-text-template";
import { leadContactOf } from "../../sms/lead-contact.repository";
import { textingConfig } from "../../sms/texting-config";
import { labelFor, projectTypeOptions, type ProjectType } from "../../../shared/options";
import { customerTimeZone, textMoment } from "../../../shared/text-quiet-hours";
import { queueText } from "./queue-text";

/** Queues the first text (inside the lead's transaction); its id when one is due now, for delivery after commit. */
export async function queueFirstText(trx: Db, lead: LeadRef, now = new Date()): Promise<string | undefined> {
  // Nothing to read for the many leads that get no text (texting off, no consent).
  if (!textingConfig() || !(await smsConsentOf(trx, lead.kind, lead.id))) return undefined;
  const contact = await leadContactOf(trx, lead);
  if (!contact?.phone) return undefined;
  const project = contact.projectType
    ? (labelFor(projectTypeOptions, contact.projectType as ProjectType) ?? contact.projectType).toLowerCase()
    : "your project";
  const body = renderText((await readFirstTextTemplate(trx)).text, {
    firstName: contact.firstName,
    projectType: project,
  });
  const sendAt = textMoment(now, await readBusinessCalendar(trx), customerTimeZone(contact.state));
  const queued = await queueText(trx, {
    leadKind: lead.kind,
    leadId: lead.id,
    to: contact.phone,
    body,
    purpose: "first-text",
    automatic: true,
    sendAt,
    idempotencyKey: "first-text",
  });
  return queued.queued && sendAt.getTime() <= now.getTime() ? String(queued.message.id) : undefined;
}
