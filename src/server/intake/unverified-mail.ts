/**
 * What an automatic e-mail to an address nobody has verified may say (issue 26, item 2): nothing a
 * visitor typed. Names, address lines, city, state and any note are free text a stranger can fill
 * with "Claim your prize at …", so they are kept out in code, whatever the editable template
 * says: the subject leaves them empty, the body says "valued customer" and "your property"
 * instead. Option labels and the business's own facts stay. Mail an admin sends after reading
 * the lead keeps the full template.
 */
import type { EmailTemplate } from "../db/schema";
import { renderText, type TemplateValues } from "../email/render";

/** Template values that never come from a visitor: option labels (and the promise of the contact preference), the business's own facts and our booking link. */
const VALUES_WITHOUT_VISITOR_TEXT = [
  "projectType",
  "businessName",
  "businessPhone",
  "bookingLink",
  "contactPromise",
] as const;

/** Neutral words for visitor placeholders in a body, so its sentences still read. */
const BODY_STAND_INS: TemplateValues = { firstName: "valued customer", address: "your property" };

/** Every safe placeholder left as a placeholder, for the real rendering to fill. */
const KEEP_SAFE: TemplateValues = Object.fromEntries(VALUES_WITHOUT_VISITOR_TEXT.map((name) => [name, `{{${name}}}`]));

/** Tidies the punctuation a left-out value leaves behind, line by line ("Dear valued customer ," → "…customer,"). */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+([,:;.!?])/g, "$1")
    .replace(/,+([,:;.!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ");
}

/** Only the values that never come from a visitor. */
export function valuesWithoutVisitorText(values: TemplateValues): TemplateValues {
  return Object.fromEntries(
    VALUES_WITHOUT_VISITOR_TEXT.filter((name) => name in values).map((name) => [name, values[name]]),
  );
}

/**
 * A subject with every visitor-supplied placeholder left empty and the punctuation it leaves
 * behind tidied ("Thank you, {{firstName}}: we received…" → "Thank you: we received…").
 */
export function subjectWithoutVisitorText(template: string, values: TemplateValues): string {
  return tidy(renderText(template, valuesWithoutVisitorText(values))).replace(/^[\s,:;]+|[\s,:;]+$/g, "");
}

type MailTemplate = Pick<EmailTemplate, "subject" | "htmlContent" | "textContent">;

/**
 * The template as it may be sent to an unverified address: visitor placeholders in the body
 * replaced by stand-ins (or nothing) and tidied, the safe ones left to fill. The subject is left
 * as it is for subjectWithoutVisitorText; render the result with valuesWithoutVisitorText.
 */
export function templateForUnverifiedAddress<T extends MailTemplate>(template: T): T {
  const body = (text: string) => tidy(renderText(text, { ...BODY_STAND_INS, ...KEEP_SAFE }));
  return {
    ...template,
    htmlContent: body(template.htmlContent),
    textContent: template.textContent === null ? null : body(template.textContent),
  };
}
