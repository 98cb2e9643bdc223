/**
 * Phone numbers for texting (issue 32, item 10): any common written form ("(973) 555-0142", "973.555.0142",
 * "+1 973 555 0142", "1-973-555-0142", with or without an extension) becomes E.164 ("+19735550142") through
 * libphonenumber-js; only US numbers can be texted (the business's 10DLC / toll-free registration is for the US).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export type TextableNumber = { ok: true; e164: string } | { ok: false; reason: "invalid" | "non-us" };

export const smsNumberMessages = {
  invalid: "Enter a mobile number we can text, e.g. (973) 555-0142.",
  nonUs: "We can only text US mobile numbers.",
} as const;

/** E.164 for a US number, or why it cannot be texted. */
export function textableNumber(raw: string | null | undefined): TextableNumber {
  const parsed = raw ? parsePhoneNumberFromString(raw.trim(), "US") : undefined;
  if (!parsed || !parsed.isValid()) return { ok: false, reason: "invalid" };
  if (parsed.country !== "US") return { ok: false, reason: "non-us" };
  return { ok: true, e164: parsed.number };
}

/** The E.164 form, or undefined when the number cannot be texted. */
export function e164Of(raw: string | null | undefined): string | undefined {
  const number = textableNumber(raw);
  return number.ok ? number.e164 : undefined;
}

/** "+19735550142" → "(973) 555-0142", the way the site writes US numbers. */
export function nationalForm(e164: string): string {
  const digits = e164.replace(/^\+1/, "");
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}
