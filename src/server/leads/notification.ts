/**
 * The business's notification of a new lead: every field the visitor sent, the lead source and
 * the spam verdict, as HTML (values escaped) and plain text.
 */
import type { ContactSubmission, Quote } from "../db/schema";
import {
  bestTimeOptions,
  budgetRangeOptions,
  contactMethodOptions,
  labelFor,
  projectTypeOptions,
  roofSizeOptions,
  urgencyOptions,
  type Option,
} from "../../shared/options";
import { BRAND_NAME } from "../../shared/site";
import { escapeHtml } from "../email/render";

export interface RenderedEmail {
  subject: string;
  htmlBody: string;
  textBody: string;
}

type Row = [label: string, value: string | null | undefined];

function option(options: readonly Option[], value: string | null): string | null {
  return value === null ? null : (labelFor(options, value) ?? value);
}

function leadSourceRows(lead: ContactSubmission | Quote): Row[] {
  return [
    ["Landing page", lead.sourceLandingPage],
    ["Referrer", lead.sourceReferrer],
    ["UTM source", lead.utmSource],
    ["UTM medium", lead.utmMedium],
    ["UTM campaign", lead.utmCampaign],
    ["UTM term", lead.utmTerm],
    ["UTM content", lead.utmContent],
  ];
}

function render(subject: string, intro: string, rows: Row[], spamReason: string | null): RenderedEmail {
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

export function contactNotification(contact: ContactSubmission): RenderedEmail {
  const name = `${contact.firstName} ${contact.lastName}`;
  return render(
    `New consultation request from ${name}`,
    `${name} asked for a free consultation (contact submission #${contact.id}). Reply to this e-mail to answer them.`,
    [
      ["First name", contact.firstName],
      ["Last name", contact.lastName],
      ["Email", contact.email],
      ["Phone", contact.phone],
      ["Service needed", contact.serviceType],
      ["Message", contact.message],
      ["Received", contact.createdAt.toISOString()],
      ...leadSourceRows(contact),
    ],
    contact.spamReason,
  );
}

export function quoteNotification(quote: Quote): RenderedEmail {
  const name = `${quote.firstName} ${quote.lastName}`;
  const projectType = option(projectTypeOptions, quote.projectType);
  return render(
    `New quote request from ${name}: ${projectType}, ${quote.city} ${quote.state}`,
    `${name} requested a free quote (quote #${quote.id}, ${quote.phase}). Reply to this e-mail to answer them.`,
    [
      ["First name", quote.firstName],
      ["Last name", quote.lastName],
      ["Email", quote.email],
      ["Phone", quote.phone],
      ["Street address", quote.address],
      ["City", quote.city],
      ["State", quote.state],
      ["ZIP code", quote.zipCode],
      ["Project type", projectType],
      ["Roof size", option(roofSizeOptions, quote.roofSize)],
      ["Urgency", option(urgencyOptions, quote.urgency)],
      ["Budget range", option(budgetRangeOptions, quote.budgetRange)],
      ["Preferred contact method", option(contactMethodOptions, quote.preferredContactMethod)],
      ["Best time to contact", option(bestTimeOptions, quote.bestTimeToContact)],
      ["Project description", quote.description],
      ["Received", quote.createdAt.toISOString()],
      ...leadSourceRows(quote),
    ],
    quote.spamReason,
  );
}
