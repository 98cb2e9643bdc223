/**
 * An e-mail template as the console edits it (subject, HTML and text of a quote phase's
 * follow-up), on zod/mini so the editor can check it as the server does. The placeholders are
 * the names the follow-up e-mail fills (templateValues in src/server/email/template-mail.ts
 * is typed by this list, so the two cannot drift); any other `{{name}}` is refused with its field.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";

/** Each placeholder with what it stands for, in the order the editor lists them. */
export const followUpPlaceholders = {
  firstName: "The customer's first name",
  lastName: "The customer's last name",
  projectType: "The project type, as the quote form labels it",
  address: "The property's street address",
  city: "The property's city",
  state: "The property's state",
  businessName: "The business's name",
  businessPhone: "The business's phone number",
  customMessage: "The note typed with Send Follow-up (its paragraph is dropped when there is none)",
  bookingLink: "The customer's personal link to book, move or cancel the free consultation (a web address)",
  contactPromise:
    'How we will reach the customer, by the contact preference they chose: "we will call you", "we will text you" or "we will reply by e-mail"',
} as const;
export type FollowUpPlaceholder = keyof typeof followUpPlaceholders;
export const followUpPlaceholderNames = Object.keys(followUpPlaceholders) as FollowUpPlaceholder[];

export const EMAIL_SUBJECT_MAX = 255;
export const EMAIL_BODY_MAX = 20_000;

/** Anything written like a placeholder, known or not (`{{ first name }}` included). */
const PLACEHOLDER_LIKE = /\{\{([^{}]*)\}\}/g;

/** The placeholders in `text` that the follow-up e-mail does not fill, as typed. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(followUpPlaceholderNames);
  const found = [...text.matchAll(PLACEHOLDER_LIKE)].map((match) => match[1]!.trim());
  return [...new Set(found.filter((name) => !known.has(name)))];
}

export const emailTemplateMessages = {
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject must be ${EMAIL_SUBJECT_MAX} characters or less`,
  subjectOneLine: "Subject must be a single line",
  htmlRequired: "HTML content is required",
  bodyTooLong: `Must be ${EMAIL_BODY_MAX} characters or less`,
  unknownPlaceholders: (names: readonly string[]) =>
    `Unknown placeholder${names.length > 1 ? "s" : ""} ${names.map((name) => `{{${name}}}`).join(", ")}: use only the placeholders listed`,
};
const m = emailTemplateMessages;

export const onlyKnownPlaceholders = z.superRefine((value: string, context) => {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) context.addIssue({ code: "custom", message: m.unknownPlaceholders(unknown), input: value });
});

export const emailTemplateFormSchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, m.subjectRequired),
      z.maxLength(EMAIL_SUBJECT_MAX, m.subjectTooLong),
      z.regex(/^[^\r\n]*$/, m.subjectOneLine),
      onlyKnownPlaceholders,
    ),
  htmlContent: z
    .string()
    .check(z.trim(), z.minLength(1, m.htmlRequired), z.maxLength(EMAIL_BODY_MAX, m.bodyTooLong), onlyKnownPlaceholders),
  /** Empty means "derive the text from the HTML". */
  textContent: z.nullish(z.string().check(z.trim(), z.maxLength(EMAIL_BODY_MAX, m.bodyTooLong), onlyKnownPlaceholders)),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateFormSchema>;
