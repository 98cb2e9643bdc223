/**
 * The business's notification of a new lead, for both lead types: every field the visitor sent,
 * the lead source and the spam verdict, as HTML (values escaped) and plain text, queued in the
 * lead's transaction with the lead's address as Reply-To.
 */
import type { Kysely } from "kysely";
import type { Database, LeadSourceColumns } from "../db/schema";
import { LEAD_SOURCE_FIELDS } from "../../shared/lead-source-fields";
import { labelFor, type Option } from "../../shared/options";
import { BRAND_NAME } from "../../shared/site";
import { composeEmail } from "../email/compose";
import { escapeHtml } from "../email/render";
import { getEnv } from "../env";
import { insertOutboxMessage } from "../jobs/outbox.repository";

export interface RenderedEmail {
  subject: string;
  htmlBody: string;
  textBody: string;
}

export type NotificationRow = [label: string, value: string | null | undefined];
type Row = NotificationRow;

/** An option's label (the stored value when it is not one of the options). */
export function optionLabel(options: readonly Option[], value: string | null): string | null {
  return value === null ? null : (labelFor(options, value) ?? value);
}

export function leadSourceRows(lead: LeadSourceColumns): Row[] {
  return LEAD_SOURCE_FIELDS.map(({ name, label }): Row => [label, lead[name]]);
}

export function renderNotification(
  subject: string,
  intro: string,
  rows: Row[],
  spamReason: string | null,
): RenderedEmail {
  const shown = rows.map(([label, value]): [string, string] => [label, value?.trim() ? value : "Not provided"]);
  const spamNote = spamReason
    ? `Flagged as possible spam: ${spamReason}. It is stored with the other leads; check before replying.`
    : null;
  const htmlRows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replaceAll("\n", "<br>")}</td></tr>`,
    )
    .join("");
  return {
    subject: (spamReason ? `[Possible spam] ${subject}` : subject).slice(0, 255),
    htmlBody: [
      spamNote ? `<p><strong>${escapeHtml(spamNote)}</strong></p>` : "",
      `<p>${escapeHtml(intro)}</p>`,
      `<table role="presentation" cellspacing="0" cellpadding="0">${htmlRows}</table>`,
      `<p>Sent by the ${escapeHtml(BRAND_NAME)} website.</p>`,
    ].join(""),
    textBody: [
      spamNote,
      intro,
      "",
      ...shown.map(([label, value]) => `${label}: ${value}`),
      "",
      `Sent by the ${BRAND_NAME} website.`,
    ]
      .filter((line) => line !== null)
      .join("\n"),
  };
}

/** Queues the notification to the business, in the branded layout; returns the outbox id. */
export async function queueBusinessNotification(
  trx: Kysely<Database>,
  email: RenderedEmail,
  lead: { replyTo: string; tag: string; contactSubmissionId?: number; quoteId?: number },
): Promise<string> {
  const env = getEnv();
  const composed = await composeEmail({ subject: email.subject, bodyHtml: email.htmlBody, bodyText: email.textBody });
  return insertOutboxMessage(trx, {
    toAddress: env.BUSINESS_EMAIL,
    fromAddress: env.EMAIL_FROM,
    replyTo: lead.replyTo,
    subject: composed.subject,
    htmlBody: composed.html,
    textBody: composed.text,
    tag: lead.tag,
    contactSubmissionId: lead.contactSubmissionId ?? null,
    quoteId: lead.quoteId ?? null,
    nextAttemptAt: new Date(),
  });
}
