/**
 * The contact form: one schema for the island's react-hook-form resolver and (through
 * contact.ts) for POST /api/contact. Limits follow the contact_submissions columns; status is not a field.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { contactServiceTypes } from "../options";
import { leadMessages as m } from "../strings/leads";
import { leadExtrasShape, multiLine, optionalChoice, personFields, requiredText } from "./lead-fields";
import { textConsentChecks, textConsentShape } from "./text-consent";

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactFields = {
  ...personFields,
  /** Optional; one of the contact service types (src/shared/options.ts). */
  serviceType: optionalChoice(contactServiceTypes, m.serviceTypeInvalid),
  /** At least 10 characters after trimming. */
  message: requiredText(
    CONTACT_MESSAGE_MAX,
    { required: m.messageTooShort, tooLong: m.messageTooLong },
    CONTACT_MESSAGE_MIN,
    multiLine,
  ),
};

export const contactFormSchema = z
  // The consent to texts right after the phone, as the form shows it.
  .object({ ...personFields, ...textConsentShape, ...contactFields, ...leadExtrasShape })
  .check(...textConsentChecks<{ textConsent: boolean; phone?: string }>());

/** What the form holds while the visitor types. */
export type ContactFormValues = z.input<typeof contactFormSchema>;
/** A validated, normalised contact request. */
export type ContactRequest = z.output<typeof contactFormSchema>;
