/**
 * The business's notification of a new lead, for both lead types: urgency first in the subject,
 * a link straight to the lead in the console, every field the visitor sent (times in the
 * business's zone), the lead source and the spam verdict, as HTML (values escaped) and plain
 * text, queued in the lead's transaction with the lead's address as Reply-To.
 */
import type { Db, LeadSourceColumns } from "../../db/schema";
import { formatBusinessTime } from "../../../shared/format";
import { LEAD_SOURCE_FIELDS } from "../../../shared/lead-source-fields";
import { adminLeadPath } from "../../../shared/pages";
import { labelFor, type Option } from "../../../shared/options";
import { BRAND_NAME } from "../../../shared/site";
import { composeEmail } from "../../email/compose";
import { escapeHtml } from "../../email/render";
import { getEnv, siteUrl } from "../../env";
import { queueEmail } from "../../email/queue-email";

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

function leadSourceRows(lead: LeadSourceColumns): Row[] {
  return LEAD_SOURCE_FIELDS.map(({ name, label }): Row => [label, lead[name]]);
}

/** The row saying when the lead came in, in the business's time. */
const receivedRow = (createdAt: Date): Row => ["Received", formatBusinessTime(createdAt)];

/** What leads the subject of an urgent lead, so it stands out in the owner's inbox. */
export const URGENT_SUBJECT = "URGENT";

/** "URGENT · active leak · Montclair": the subject's parts joined as the owner scans them. */
export const subjectParts = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(" · ");

export interface NotifiedLead extends LeadSourceColumns {
  kind: "contact" | "quote";
  id: number;
  spamReason: string | null;
  createdAt: Date;
}

/** `fields` are what the visitor sent; when the lead came in and its lead source follow them. */
export function renderNotification(subject: string, intro: string, fields: Row[], lead: NotifiedLead): RenderedEmail {
  const rows = [...fields, receivedRow(lead.createdAt), ...leadSourceRows(lead)];
  const spamReason = lead.spamReason;
  const consoleUrl = siteUrl(adminLeadPath(lead.kind, lead.id));
  const openLabel = `Open this ${lead.kind} in the console`;
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
      `<p><a href="${escapeHtml(consoleUrl)}"><strong>${escapeHtml(openLabel)}</strong></a></p>`,
      `<table role="presentation" cellspacing="0" cellpadding="0">${htmlRows}</table>`,
      `<p>Sent by the ${escapeHtml(BRAND_NAME)} website.</p>`,
    ].join(""),
    textBody: [
      spamNote,
      intro,
      `${openLabel}: ${consoleUrl}`,
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
  trx: Db,
  email: RenderedEmail,
  lead: { replyTo: string; tag: string; contactSubmissionId?: number; quoteId?: number },
): Promise<string> {
  const env = getEnv();
  const composed = await composeEmail({ subject: email.subject, bodyHtml: email.htmlBody, bodyText: email.textBody });
  return queueEmail(trx, composed, {
    toAddress: env.BUSINESS_EMAIL,
    replyTo: lead.replyTo,
    tag: lead.tag,
    contactSubmissionId: lead.contactSubmissionId ?? null,
    quoteId: lead.quoteId ?? null,
  });
}
