/**
 * Whether a phone number is a US number we may text, and its E.164 form, in the browser and on
 * the server alike (the lead forms' shared zod schema refuses a non-US number for texts).
 *
 * The rule is libphonenumber-js's own: its metadata's US fixed-line/mobile pattern (the area codes
 * in service; Canada, Puerto Rico and the other +1 countries have their own). The whole library
 * with its metadata is about 10.6 KB gzipped, more than /contact's JavaScript budget has left
 * (docs/quality.md), so the forms carry only this pattern; `us-phone.test.ts` checks it is the
 * installed library's and that both agree on every area code, and the server stores the E.164
 * form libphonenumber-js itself gives (src/server/intake/text-consent.ts).
 */

/** libphonenumber-js 1.13.16, metadata.min.json: countries.US, fixed line / mobile (they are one for the US). */
export const US_GEOGRAPHIC_NUMBER =
  "983[2-57-9]\\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[02589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\\d{6}";

const US_NUMBER = new RegExp(`^(?:${US_GEOGRAPHIC_NUMBER})$`);

/**
 * "+19735550142" for a US number in a stored form ("(973) 555-0142") or as typed ("973.555.0142",
 * "+1 973 555 0142"); null for any other country, an incomplete number, or a number with an
 * extension (a text cannot dial one).
 */
export function usTextNumber(phone: string): string | null {
  const text = phone.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+") && !digits.startsWith("1")) return null;
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return US_NUMBER.test(national) ? `+1${national}` : null;
}
