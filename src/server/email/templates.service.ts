/**
 * The template editor's rules: each phase's template is edited in place (HTML sanitised on save,
 * placeholders checked by the shared schema), previewed with sample values inside the branded
 * layout exactly as it would be sent, and sent as a test to the signed-in admin through the outbox.
 */
import type { Db, EmailTemplate } from "../db/schema";
import { quotePhases, type QuotePhase } from "../../shared/options";
import type { EmailTemplateInput } from "../../shared/schemas/email-template";
import type { AdminEmailTemplate, EmailPreview } from "../../shared/schemas/mail-desk";
import { emailStrings } from "../../shared/strings/email";
import { sanitizeEmailHtml } from "../content/sanitize";
import { queueEmail } from "./queue-email";
import { EmailTemplateNotFound, FIELDS_MESSAGE, InvalidInput, UnsafeInput } from "../errors";
import { templateValues } from "./template-mail";
import { composeTemplate } from "./compose";
import { linksStartingWithPlaceholder } from "./render";
import { findActiveTemplateForPhase, listPhaseTemplates, updateTemplate } from "./templates.repository";

export const TEMPLATE_TEST_TAG = "template-test";

/** The customer every preview and test is written for. */
const SAMPLE_QUOTE = {
  id: 0,
  firstName: "Eleanor",
  lastName: "Vance",
  email: "eleanor.vance@example.com",
  projectType: "restoration",
  address: "4 Church Street",
  city: "Morristown",
  state: "NJ",
  preferredContactMethod: "phone",
};
const SAMPLE_MESSAGE = "Our estimator can come on Saturday at 9 a.m.; the ladder truck needs the driveway clear.";
export const sampleValues = () => templateValues(SAMPLE_QUOTE, SAMPLE_MESSAGE);

function toAdmin(template: EmailTemplate): AdminEmailTemplate {
  return {
    id: template.id,
    phase: template.templateType as QuotePhase,
    name: template.name,
    subject: template.subject,
    htmlContent: template.htmlContent,
    textContent: template.textContent,
    updatedAt: template.updatedAt.toISOString(),
  };
}

/** The phase named in a URL, or not found (a phase outside the list has no template either). */
function phaseOf(name: string): QuotePhase {
  if (!(quotePhases as readonly string[]).includes(name)) throw new EmailTemplateNotFound(name);
  return name as QuotePhase;
}

async function templateFor(db: Db, phaseName: string): Promise<EmailTemplate> {
  const template = await findActiveTemplateForPhase(db, phaseOf(phaseName));
  if (!template) throw new EmailTemplateNotFound(phaseName);
  return template;
}

/** What is stored: sanitised HTML, null for an empty text part. */
function cleaned(input: EmailTemplateInput) {
  const htmlContent = sanitizeEmailHtml(input.htmlContent);
  if (!htmlContent)
    throw new InvalidInput(FIELDS_MESSAGE, { htmlContent: "Nothing is left after removing unsafe HTML" });
  const unsafeLinks = linksStartingWithPlaceholder(htmlContent);
  if (unsafeLinks.length > 0) {
    throw new UnsafeInput(FIELDS_MESSAGE, { htmlContent: emailStrings.templates.placeholderLink(unsafeLinks[0]!) });
  }
  return { subject: input.subject, htmlContent, textContent: input.textContent?.trim() || null };
}

export async function listTemplatesForAdmin(db: Db): Promise<AdminEmailTemplate[]> {
  return (await listPhaseTemplates(db)).map(toAdmin);
}

export async function saveTemplate(db: Db, phaseName: string, input: EmailTemplateInput): Promise<AdminEmailTemplate> {
  const template = await templateFor(db, phaseName);
  return toAdmin(await updateTemplate(db, template.id, cleaned(input)));
}

/** The draft as it would be saved and sent, with sample values, in the layout. */
export async function previewTemplate(db: Db, phaseName: string, input: EmailTemplateInput): Promise<EmailPreview> {
  await templateFor(db, phaseName);
  return composeTemplate(cleaned(input), sampleValues());
}

/** Queues the saved template, with sample values, to the admin; returns the outbox id. */
export async function queueTemplateTest(db: Db, phaseName: string, admin: { email: string }): Promise<string> {
  const template = await templateFor(db, phaseName);
  const email = await composeTemplate(template, sampleValues());
  return queueEmail(
    db,
    { ...email, subject: `[Test] ${email.subject}`.slice(0, 255) },
    {
      toAddress: admin.email,
      replyTo: null,
      tag: TEMPLATE_TEST_TAG,
    },
  );
}
