/**
 * The automatic confirmation to someone who sent the contact form (issue 25, item 4): written
 * here, not in an editable template, because it goes to an address nobody has verified and so
 * carries no visitor text at all (issue 26, item 2): only the service's option label and the
 * business's own facts and promises. Queued within the limits on automatic mail.
 */
import type { ContactSubmission, Db } from "../db/schema";
import { contactServiceTypeOptions, labelFor } from "../../shared/options";
import { site } from "../../shared/site";
import { composeEmail } from "../email/compose";
import { escapeHtml } from "../email/render";
import { queueCustomerEmail } from "../email/queue-email";
import { queueAutomaticMail } from "../intake/auto-mail-policy";

export const CONTACT_CONFIRMATION_TAG = "contact-confirmation";
export const CONTACT_CONFIRMATION_SUBJECT = "We received your consultation request";

/** The confirmation's paragraphs; an emergency is told to call rather than wait. */
export function contactConfirmationText(serviceType: string | null): string[] {
  const service = labelFor(contactServiceTypeOptions, serviceType as never);
  const phone = site.phone.display;
  return [
    `Thank you for contacting ${site.name}. We have received your request for a free consultation${service ? ` (${service})` : ""}.`,
    `What happens next: we answer by e-mail within ${site.promises.emailResponse} during business hours, and one of our team calls you within ${site.promises.contactWithin} to talk through your roof.`,
    serviceType === "Emergency Repair"
      ? `If water is coming in now, call our ${site.emergency.label} line at ${phone}: you do not need to wait for our reply.`
      : `If you need us sooner, call ${phone}. For a leak or storm damage our ${site.emergency.label} line answers day and night.`,
    "If you did not send this request, you can ignore this e-mail: nothing more will be sent.",
    `With best regards,\nThe ${site.name} team`,
  ];
}

/** Queues the confirmation if the limits on automatic mail allow it; returns the outbox id. */
export async function queueContactConfirmation(
  trx: Db,
  contact: Pick<ContactSubmission, "id" | "email" | "serviceType">,
): Promise<string | undefined> {
  const { decision, outboxId } = await queueAutomaticMail(trx, contact.email, async () => {
    const text = contactConfirmationText(contact.serviceType);
    const email = await composeEmail({
      subject: CONTACT_CONFIRMATION_SUBJECT,
      bodyHtml: text.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`).join(""),
      bodyText: text.join("\n\n"),
    });
    return queueCustomerEmail(trx, email, {
      toAddress: contact.email,
      tag: CONTACT_CONFIRMATION_TAG,
      contactSubmissionId: contact.id,
    });
  });
  if (decision !== "send") console.info(`[leads] contact ${contact.id}: no automatic confirmation (${decision}).`);
  return outboxId;
}
