/**
 * Field schemas shared by the contact and quote forms (browser) and endpoints (server). Text is
 * trimmed and stripped of control characters (Postgres refuses NUL), e-mail lower-cased, phone
 * numbers normalised; optional fields accept "", null or absence and come out as undefined.
 *
 * Built with zod/mini, the tree-shakable form of zod 4 (same core, same parsing and messages):
 * these schemas run in the public form islands, where the full `zod` build alone cost every
 * visitor about 20 KB of gzipped JavaScript (issue 14). The server parses with the same objects.
 */
import "../zod-setup";
import { z } from "zod/mini";
import { leadMessages as m } from "../strings/leads";

/** C0 control characters except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").trim();
}

/** Line breaks of every kind (CR, LF, tab, next line, Unicode line and paragraph separators). */
const LINE_BREAKS = /[\t\r\n\u0085\u2028\u2029]+/g;
/** Zero-width and bidirectional controls: invisible, and they reorder what a reader sees. */
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * A single-line value as it may reach a subject or header: line breaks become one space and
 * invisible formatting characters are dropped, so "Ann\r\nBcc: x" is stored as "Ann Bcc: x".
 */
export function cleanLine(text: string): string {
  return cleanText(text.replace(INVISIBLE_FORMATTING, "").replace(LINE_BREAKS, " ")).replace(/ {2,}/g, " ");
}

/** A required text with a length cap; multi-line keeps its line breaks, single-line goes through cleanLine. */
export function requiredText(
  max: number,
  messages: { required: string; tooLong: string },
  min = 1,
  clean: (text: string) => string = cleanLine,
) {
  return z.pipe(
    z.pipe(z.string({ error: messages.required }), z.transform(clean)),
    z.string().check(z.minLength(min, messages.required), z.maxLength(max, messages.tooLong)),
  );
}

/**
 * A search box's text (the admin lists' `q`, also their CSV filters): one line, control characters
 * stripped like every other text field (a NUL would reach Postgres, which refuses it), capped.
 */
export function searchText(max: number, tooLong: string) {
  return z.pipe(z.pipe(z.string(), z.transform(cleanLine)), z.string().check(z.maxLength(max, tooLong)));
}

/** A multi-line text (a message, a description): line breaks kept, other controls dropped. */
export const multiLine = cleanText;

/**
 * What names contain: letters of any script with their accents, spaces, apostrophes (straight
 * and curly), hyphens and periods. No digits, links, "@" or punctuation a spam subject needs.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}' .\u2019-]+$/u;

/** A required single-line person's name. */
export function personName(max: number, messages: { required: string; tooLong: string; invalid: string }) {
  return z.pipe(requiredText(max, messages), z.string().check(z.regex(NAME_CHARACTERS, messages.invalid)));
}

/** A string, cleaned by cleanText; `invalid` when it is not a string. */
export function cleanString(invalid: string) {
  return z.pipe(z.string({ error: invalid }), z.transform(cleanText));
}

/** Runs `fn` on the raw value before `schema` (zod's preprocess, which zod/mini spells as a pipe). */
function preprocess<T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}

/** "" (after cleaning) and null become undefined, so an empty optional field is absent (multi-line). */
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" ? cleanText(value) || undefined : value === null ? undefined : value;

/** An optional text: "", null or absent → undefined. */
export function optionalText(max: number, tooLong: string) {
  return preprocess(emptyToUndefined, z.optional(z.string({ error: tooLong }).check(z.maxLength(max, tooLong))));
}

/** An optional choice from a fixed list: "", null or absent → undefined. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.optional(z.enum(values, { error: invalid })),
  );
}

/** A required choice from a fixed list. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

export const MAX_EMAIL_LENGTH = 255;

export function emailField(messages: { invalid: string; tooLong: string }) {
  return z.pipe(
    z.pipe(
      z.string({ error: messages.invalid }),
      z.transform((value: string) => cleanText(value).toLowerCase()),
    ),
    z.email({ error: messages.invalid }).check(z.maxLength(MAX_EMAIL_LENGTH, messages.tooLong)),
  );
}

/** Room for "+", 15 digits and a 6-digit extension: "+441632960961 ext. 123456" (issue 25). */
export const MAX_PHONE_LENGTH = 30;

/** The longest valid ZIP code: ZIP+4, "07960-1234". */
export const ZIP_CODE_MAX_LENGTH = 10;

/** An extension at the end of a number: "ext. 12", "extension 12", "x12", "#12", ",12". */
const EXTENSION = /\s*(?:ext(?:ension)?\.?|x|#|,)\s*(\d{1,6})$/i;

/** How a stored number writes its extension. */
const STORED_EXTENSION = " ext. ";

/**
 * A phone number in one stored form: North American numbers as "(973) 555-0142", others as
 * "+" and their digits, an extension kept as " ext. 12". Returns null for anything that is not a
 * dialable number.
 */
export function normalisePhone(raw: string): string | null {
  const extension = EXTENSION.exec(raw.trim());
  const text = (extension ? raw.trim().slice(0, extension.index) : raw).trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const suffix = extension ? `${STORED_EXTENSION}${extension[1]}` : "";
  const digits = text.replace(/\D/g, "");
  const international = text.startsWith("+");
  if (!international || digits.startsWith("1")) {
    const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
    // North American numbering: area code and exchange never start with 0 or 1.
    if (/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) {
      return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}${suffix}`;
    }
    return null;
  }
  if (digits.length >= 8 && digits.length <= 15) return `+${digits}${suffix}`;
  return null;
}

/** A stored number as a tel: link a phone dials, the extension after a pause: "tel:+19735550142,12". */
export function phoneHref(phone: string): string {
  const [number = "", extension] = phone.split(STORED_EXTENSION);
  const digits = number.replace(/[^\d+]/g, "");
  const dialable = digits.startsWith("+") || digits.length !== 10 ? digits : `+1${digits}`;
  return `tel:${dialable}${extension ? `,${extension}` : ""}`;
}

export function optionalPhoneField(invalid: string) {
  return preprocess(
    emptyToUndefined,
    z.optional(
      z.pipe(
        z.string({ error: invalid }),
        z.transform((value: string, ctx) => {
          const phone = normalisePhone(value);
          if (phone === null || phone.length > MAX_PHONE_LENGTH) {
            ctx.issues.push({ code: "custom", message: invalid, input: value });
            return z.NEVER;
          }
          return phone;
        }),
      ),
    ),
  );
}

/** Column lengths of the lead-source columns (migrations/…initial.ts). */
const LEAD_SOURCE_URL_MAX = 2048;
const LEAD_SOURCE_UTM_MAX = 255;

/** Tracking text is cut to fit, never a reason to refuse a lead. */
function trackingText(max: number) {
  return z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value: string) => cleanText(value).slice(0, max) || undefined),
      ),
    ),
    undefined,
  );
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
 * time is measured by the server: `formToken` is what GET /api/form-token handed the page when
 * the form opened (docs/decisions/028). `formFillMs`, which older pages report themselves, can
 * only flag a lead.
 */
export const leadExtrasShape = {
  website: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (value == null ? "" : typeof value === "string" ? value.trim() : JSON.stringify(value))),
  ),
  formFillMs: z.catch(z.optional(z.number().check(z.nonnegative())), undefined),
  formToken: z.catch(z.optional(z.string()), undefined),
  leadSource: z.catch(z.optional(leadSourceSchema), undefined),
};

export const MIN_FILL_TIME_MS = 3000;

/** Who the lead is: the same four fields, rules and messages on the contact and the quote form. */
export const personFields = {
  /** Required, at most 100 characters, only what names contain. */
  firstName: personName(100, {
    required: m.firstNameRequired,
    tooLong: m.firstNameTooLong,
    invalid: m.firstNameInvalid,
  }),
  /** Required, at most 100 characters, only what names contain. */
  lastName: personName(100, { required: m.lastNameRequired, tooLong: m.lastNameTooLong, invalid: m.lastNameInvalid }),
  /** Trimmed and lower-cased; at most 255 characters. */
  email: emailField({ invalid: m.emailInvalid, tooLong: m.emailTooLong }),
  /** Optional; stored as "(973) 555-0142", "+44…" or with " ext. 12", at most 30 characters. */
  phone: optionalPhoneField(m.phoneInvalid),
};
