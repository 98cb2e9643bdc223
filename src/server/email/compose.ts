/**
 * Composes an e-mail in the branded layout: the HTML (React Email) and its plain-text twin carry
 * the same header, body and footer facts, all read from src/shared/site.ts. Every message put in
 * the outbox is composed here, so no sender can go out bare.
 */
import { createElement } from "react";
import { site } from "../../shared/site";
import { followUpStrings } from "../../shared/strings/follow-ups";
import { sanitizeEmailHtml } from "../content/sanitize";
import { getEnv } from "../env";
import { hoursLine, serviceAreaLine } from "./layout-facts";
import { htmlToText, renderHtml, renderText, type TemplateValues } from "./render";
import { loadEmailRenderer } from "./renderer";

export interface EmailContent {
  subject: string;
  /** The body: values escaped, template HTML sanitised. */
  bodyHtml: string;
  /** The body as plain text; derived from the HTML when left out. */
  bodyText?: string | null;
  /** The line inboxes show after the subject. */
  preheader?: string;
  /** Automatic mail only: the one-click unsubscribe page, linked under the footer (decision 040). */
  unsubscribeUrl?: string;
}

export interface ComposedEmail {
  subject: string;
  html: string;
  text: string;
}

function textTwin(body: string, siteUrl: string, unsubscribeUrl?: string): string {
  const lines = [
    site.name,
    `Call ${site.phone.display} (${site.phone.e164})`,
    "",
    body.trim(),
    "",
    "--",
    `Questions? Call ${site.phone.display} (${site.phone.e164}) or reply to this e-mail.`,
    `Hours: ${hoursLine}; ${site.emergency.label}`,
    `Service area: ${serviceAreaLine}`,
    `${site.legalName} · ${site.email.address} · ${siteUrl.replace(/\/+$/, "")}`,
  ];
  if (unsubscribeUrl) lines.push("", `${unsubscribeText.line} ${unsubscribeText.link}: ${unsubscribeUrl}`);
  return lines.join("\n");
}

const unsubscribeText = { line: followUpStrings.email.unsubscribeLine, link: followUpStrings.email.unsubscribeLink };

export async function composeEmail(content: EmailContent): Promise<ComposedEmail> {
  const siteUrl = getEnv().SITE_URL;
  const { render, EmailLayout } = await loadEmailRenderer();
  const html = await render(
    createElement(EmailLayout, {
      subject: content.subject,
      bodyHtml: content.bodyHtml,
      preheader: content.preheader,
      siteUrl,
      unsubscribeUrl: content.unsubscribeUrl,
    }),
  );
  const body = content.bodyText?.trim() ? content.bodyText : htmlToText(content.bodyHtml);
  return { subject: content.subject, html, text: textTwin(body, siteUrl, content.unsubscribeUrl) };
}

/**
 * A stored template filled with `values` (HTML values escaped) and composed in the layout. The
 * filled HTML is sanitised again: a value may still land somewhere the stored template's check
 * did not foresee (a template saved before the check), and an unsafe link is dropped, not sent.
 */
export async function composeTemplate(
  template: { subject: string; htmlContent: string; textContent: string | null },
  values: TemplateValues,
  renderSubject: (subject: string, values: TemplateValues) => string = renderText,
  extra: Pick<EmailContent, "unsubscribeUrl"> = {},
): Promise<ComposedEmail> {
  return composeEmail({
    ...extra,
    subject: renderSubject(template.subject, values),
    bodyHtml: sanitizeEmailHtml(renderHtml(template.htmlContent, values)),
    bodyText: template.textContent ? renderText(template.textContent, values) : null,
  });
}
