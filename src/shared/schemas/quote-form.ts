/**
 * The quote form (docs/product.md#pages and #validation): one schema for the island's react-hook-form resolver and
 * (through quote.ts) for POST /api/quotes. Based on the quote entity without id, timestamps, status and phase (which the
 * server sets); limits follow the quotes table (docs/product.md#data).
 */
import "../zod-setup";
import { z } from "zod/mini";
import { bestTimes, budgetRanges, contactMethods, projectTypes, roofSizes, urgencies } from "../options";
import { leadMessages as m } from "../strings/leads";
import {
  cleanString,
  leadExtrasShape,
  optionalChoice,
  optionalText,
  personFields,
  requiredChoice,
  requiredText,
} from "./lead-fields";
import { leadPhotoIdsSchema } from "./lead-photos";
import { textConsentChecks, textConsentShape } from "./text-consent";

export const QUOTE_DESCRIPTION_MAX = 5000;

/** US ZIP or ZIP+4. */
const ZIP_CODE = /^\d{5}(-\d{4})?$/;

export const quoteFields = {
  ...personFields,
  /** Street address of the property; at most 255 characters. */
  address: requiredText(255, { required: m.addressRequired, tooLong: m.addressTooLong }),
  city: requiredText(100, { required: m.cityRequired, tooLong: m.cityTooLong }),
  /** Free text (NJ, New York…); at most 50 characters. */
  state: requiredText(50, { required: m.stateRequired, tooLong: m.stateTooLong }),
  /** 5-digit ZIP or ZIP+4 (at most 10 characters). */
  zipCode: z.pipe(cleanString(m.zipCodeInvalid), z.string().check(z.regex(ZIP_CODE, m.zipCodeInvalid))),
  projectType: requiredChoice(projectTypes, m.projectTypeRequired),
  roofSize: optionalChoice(roofSizes, m.roofSizeInvalid),
  /** Defaults to 'standard' on the server when absent (docs/product.md#constants). */
  urgency: optionalChoice(urgencies, m.urgencyInvalid),
  budgetRange: optionalChoice(budgetRanges, m.budgetRangeInvalid),
  description: optionalText(QUOTE_DESCRIPTION_MAX, m.descriptionTooLong),
  /** Defaults to 'phone' on the server when absent (docs/product.md#constants). */
  preferredContactMethod: optionalChoice(contactMethods, m.contactMethodInvalid),
  bestTimeToContact: optionalChoice(bestTimes, m.bestTimeInvalid),
};

/** The ways of reaching a visitor that need their phone number. */
const BY_PHONE: readonly (string | undefined)[] = ["phone", "text", undefined];

/**
 * A quote asking to be called or texted (phone is the default) carries a phone number: the visitor
 * is asked for it on the phone field, with e-mail named as the other way (docs/product.md#validation).
 * Checked whenever the phone and the method themselves are valid, so it shows with the other messages.
 */
export const quoteFormSchema = z
  .object({
    ...quoteFields,
    ...textConsentShape,
    ...leadExtrasShape,
    /** Photos uploaded before sending (decision 036c), claimed with the form token. */
    photos: leadPhotoIdsSchema,
  })
  .check(
    z.refine((quote) => !BY_PHONE.includes(quote.preferredContactMethod) || quote.phone !== undefined, {
      message: m.phoneRequiredForMethod,
      path: ["phone"],
      // Not when the body is no object at all, nor when the phone or the method has its own message.
      when: (payload) =>
        !payload.issues.some((issue) =>
          [undefined, "phone", "preferredContactMethod"].includes(issue.path?.[0] as string),
        ),
    }),
    ...textConsentChecks<{ textConsent: boolean; phone?: string }>(),
  );

export type QuoteFormValues = z.input<typeof quoteFormSchema>;
export type QuoteRequest = z.output<typeof quoteFormSchema>;
