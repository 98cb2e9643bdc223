/**
 * The "Text me about my request" box of both lead forms (issue 32, item 1), in the forms' shared
 * zod schemas: ticked needs a US number in the phone field, refused on the phone field otherwise,
 * with the same message in the browser and from POST /api/contact and /api/quotes.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { leadMessages as m } from "../strings/leads";
import { textConsentVersions } from "../text-consent";
import { usTextNumber } from "../us-phone";

/** A checkbox as JSON (true/false) or as a plain form post ("on" when ticked, absent when not). */
const TICKED: readonly unknown[] = [true, "on", "true", "yes", "1"];
const UNTICKED: readonly unknown[] = [false, undefined, null, "", "off", "false", "no", "0"];

export const textConsentShape = {
  /** Ticked: the visitor agrees to texts about this request (the words of `textConsentVersion`). */
  textConsent: z.pipe(
    z.transform((value: unknown) => (TICKED.includes(value) ? true : UNTICKED.includes(value) ? false : value)),
    z.boolean({ error: m.textConsentInvalid }),
  ),
  /** The wording the page showed (a hidden field); an unknown one is read as absent (the current one). */
  textConsentVersion: z.catch(z.optional(z.enum(textConsentVersions)), undefined),
};

/** The phone field's message when the box is ticked, or undefined. */
export function textConsentPhoneMessage(lead: { textConsent?: boolean; phone?: string }): string | undefined {
  if (!lead.textConsent) return undefined;
  if (lead.phone === undefined) return m.textConsentNeedsPhone;
  return usTextNumber(lead.phone) ? undefined : m.textConsentUsOnly;
}

/** Runs whenever the phone and the box themselves are valid, so it shows with the other messages. */
const whenPhoneAndBoxValid = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => [undefined, "phone", "textConsent"].includes(issue.path?.[0] as string)),
};

/** The checks both forms' schemas add: a ticked box needs a US number (messages on the phone field). */
export function textConsentChecks<T extends { textConsent?: boolean; phone?: string }>() {
  const refusal = (message: string) =>
    z.refine<T>((lead) => textConsentPhoneMessage(lead) !== message, {
      message,
      path: ["phone"],
      ...whenPhoneAndBoxValid,
    });
  return [refusal(m.textConsentNeedsPhone), refusal(m.textConsentUsOnly)] as const;
}
