/**
 * Field schemas shared by the contact and quote forms (browser) and endpoints (server). Text is
 * trimmed and stripped of control characters (Postgres refuses NUL), e-mail lower-cased, phone
 * numbers normalised; optional fields accept "", null or absence and come out as undefined.
 */
import "../zod-setup";
import { z } from "zod";

/** C0 control characters except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").trim();
}

/** A required single-line or multi-line text with a length cap. */
export function requiredText(max: number, messages: { required: string; tooLong: string }, min = 1) {
  return z
    .string({ error: messages.required })
    .transform(cleanText)
    .pipe(z.string().min(min, messages.required).max(max, messages.tooLong));
}

/** An optional text: "", null or absent → undefined. */
export function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? cleanText(value) || undefined : value === null ? undefined : value),
    z.string({ error: tooLong }).max(max, tooLong).optional(),
  );
}

/** An optional choice from a fixed list: "", null or absent → undefined. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(values, { error: invalid }).optional(),
  );
}

/** A required choice from a fixed list. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

export const MAX_EMAIL_LENGTH = 255;

export function emailField(messages: { invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.invalid })
    .transform((value) => cleanText(value).toLowerCase())
    .pipe(z.email({ error: messages.invalid }).max(MAX_EMAIL_LENGTH, messages.tooLong));
}

export const MAX_PHONE_LENGTH = 20;

/** The longest valid ZIP code: ZIP+4, "07960-1234". */
export const ZIP_CODE_MAX_LENGTH = 10;

/**
 * A phone number in one stored form: North American numbers as "(973) 555-0142", others as
 * "+" and their digits. Returns null for anything that is not a dialable number.
 */
export function normalisePhone(raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const international = text.startsWith("+");
  if (!international || digits.startsWith("1")) {
    const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    // North American numbering: area code and exchange never start with 0 or 1.
    if (/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) {
      return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
    }
    return null;
  }
  if (digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return null;
}

export function optionalPhoneField(invalid: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? cleanText(value) || undefined : value === null ? undefined : value),
    z
      .string({ error: invalid })
      .transform((value, ctx) => {
        const phone = normalisePhone(value);
        if (phone === null || phone.length > MAX_PHONE_LENGTH) {
          ctx.addIssue({ code: "custom", message: invalid });
          return z.NEVER;
        }
        return phone;
      })
      .optional(),
  );
}

/** Column lengths of the lead-source columns (migrations/…initial.ts). */
const LEAD_SOURCE_URL_MAX = 2048;
const LEAD_SOURCE_UTM_MAX = 255;

/** Tracking text is cut to fit, never a reason to refuse a lead. */
function trackingText(max: number) {
  return z
    .string()
    .transform((value) => cleanText(value).slice(0, max) || undefined)
    .optional()
    .catch(undefined);
}

/** First-touch lead source captured in the browser (src/shared/lead-source.ts). */
export const leadSourceSchema = z.object({
  landingPage: trackingText(LEAD_SOURCE_URL_MAX),
  referrer: trackingText(LEAD_SOURCE_URL_MAX),
  utmSource: trackingText(LEAD_SOURCE_UTM_MAX),
  utmMedium: trackingText(LEAD_SOURCE_UTM_MAX),
  utmCampaign: trackingText(LEAD_SOURCE_UTM_MAX),
  utmTerm: trackingText(LEAD_SOURCE_UTM_MAX),
  utmContent: trackingText(LEAD_SOURCE_UTM_MAX),
});
export type LeadSource = z.output<typeof leadSourceSchema>;

/**
 * Spam signals and lead source, accepted by both forms and never required: a filled honeypot
 * (`website`) or a fill time under MIN_FILL_TIME_MS marks the lead as suspected spam. The fill
 * time is measured in the browser (both ends on its clock), so server clock skew cannot matter.
 */
export const leadExtrasShape = {
  website: z
    .unknown()
    .optional()
    .transform((value) => (value == null ? "" : typeof value === "string" ? value.trim() : JSON.stringify(value))),
  formFillMs: z.number().nonnegative().optional().catch(undefined),
  leadSource: leadSourceSchema.optional().catch(undefined),
};

export const MIN_FILL_TIME_MS = 3000;
