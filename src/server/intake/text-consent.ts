/**
 * The consent to texts a lead gave on its form, as stored with the lead (docs/product.md#texts-consent-on-the-forms): the box,
 * the version of the words the page showed (the current one when the post named none), the time,
 * the client IP and User-Agent as proof; and the phone in E.164 as libphonenumber-js gives it, for
 * every lead whose phone it reads as a valid number (texts go to it, inbound texts match by it).
 * The form's schema has already refused a ticked box without a US number.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Insertable } from "kysely";
import type { TextConsentColumns } from "../db/schema";
import { TEXT_CONSENT_VERSION, type TextConsentVersion } from "../../shared/text-consent";

/** What the lead forms send about texts. */
export interface TextConsentRequest {
  phone?: string;
  textConsent?: boolean;
  textConsentVersion?: TextConsentVersion;
}

/** Who sent the form: the proof kept beside a ticked box. */
export interface ConsentWitness {
  ip: string;
  userAgent?: string | null;
}

/** The consent columns as a new lead stores them. */
export type TextConsentValues = Required<Insertable<TextConsentColumns>>;

/** The columns' limits (migrations/2026-11-28T1000_text_consent.ts): proof is cut to fit, never refused. */
const IP_MAX = 64;
const USER_AGENT_MAX = 512;

/** "+19735550142" from a stored phone ("(973) 555-0142", "+44…", an extension dropped), or null. */
export function phoneE164(phone: string | undefined | null): string | null {
  if (!phone) return null;
  const [number = ""] = phone.split(" ext. ");
  const parsed = parsePhoneNumberFromString(number, "US");
  return parsed?.isValid() ? parsed.number : null;
}

export function textConsentColumns(
  request: TextConsentRequest,
  witness: ConsentWitness,
  now: Date = new Date(),
): TextConsentValues {
  const e164 = phoneE164(request.phone);
  const consent = request.textConsent === true && e164 !== null;
  return {
    phoneE164: e164,
    textConsent: consent,
    textConsentVersion: consent ? (request.textConsentVersion ?? TEXT_CONSENT_VERSION) : null,
    textConsentAt: consent ? now : null,
    textConsentIp: consent ? witness.ip.slice(0, IP_MAX) : null,
    textConsentUserAgent: consent ? (witness.userAgent?.slice(0, USER_AGENT_MAX) ?? null) : null,
  };
}
