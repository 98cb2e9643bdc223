/**
 * A consultation request from the contact form: stored with its spam verdict and lead source, the
 * business notified (also for suspected spam), and the visitor's confirmation queued when the lead
 * earned it (not spam, human pace measured) and the limits on automatic mail allow it.
 */
import type { ContactSubmission, Db } from "../../db/schema";
import type { ContactServiceType } from "../../../shared/options";
import type { ContactRequest } from "../../../shared/schemas/contact";
import { acceptLead, type AcceptedLead, type LeadSubmission } from "./intake.service";
import { queueBusinessNotification, renderNotification, subjectParts, URGENT_SUBJECT } from "./lead-notification";
import { queueContactConfirmation } from "../../contacts/contact-confirmation";
import { insertContactSubmission } from "../../contacts/contacts.repository";
import { queueLeadAlert } from "../../alerts/lead-alert";
import { queueAlertTexts } from "../sms/alert-texts";

/** The service that makes a contact urgent: it asks for the emergency line's work. */
const EMERGENCY_SERVICE: ContactServiceType = "Emergency Repair";

/** "URGENT · emergency repair · Ada Bell" for an emergency, else "New consultation request from Ada Bell". */
function contactSubject(contact: ContactSubmission, name: string): string {
  if (contact.serviceType === EMERGENCY_SERVICE) {
    return subjectParts(URGENT_SUBJECT, EMERGENCY_SERVICE.toLowerCase(), name);
  }
  return `New consultation request from ${name}`;
}

function contactNotification(contact: ContactSubmission) {
  const name = `${contact.firstName} ${contact.lastName}`;
  return renderNotification(
    contactSubject(contact, name),
    `${name} asked for a free consultation (contact submission #${contact.id}). Reply to this e-mail to answer them.`,
    [
      ["First name", contact.firstName],
      ["Last name", contact.lastName],
      ["Email", contact.email],
      ["Phone", contact.phone],
      ["Service needed", contact.serviceType],
      ["Message", contact.message],
    ],
    { ...contact, kind: "contact" },
  );
}

export async function submitContact(
  db: Db,
  request: ContactRequest,
  submission: LeadSubmission,
): Promise<AcceptedLead> {
  return acceptLead(db, "contact", request, submission, async (trx, screening, trust) => {
    const contact = await insertContactSubmission(trx, {
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone ?? null,
      serviceType: request.serviceType ?? null,
      message: request.message,
      status: "new",
      ...screening,
    });
    const notificationId = await queueBusinessNotification(trx, contactNotification(contact), {
      replyTo: contact.email,
      tag: "contact-notification",
      contactSubmissionId: contact.id,
    });
    const confirmationId = trust.mayMailVisitor ? await queueContactConfirmation(trx, contact) : undefined;
    const alertId = await queueLeadAlert(trx, {
      kind: "contact",
      id: contact.id,
      firstName: contact.firstName,
      lastName: contact.lastName,
      service: contact.serviceType,
      town: null,
      emergency: contact.serviceType === EMERGENCY_SERVICE,
      isSpam: contact.isSpam,
    });
    await queueAlertTexts(trx, alertId);
    return {
      id: contact.id,
      queuedOutboxIds: confirmationId ? [notificationId, confirmationId] : [notificationId],
      queuedAlertIds: alertId ? [alertId] : [],
    };
  });
}
