/** The proposal document as HTML: cover note, sections, photos, the options with lines and totals, terms. */
import type { PricedOption, ProposalDocument } from "../../shared/proposals/document";
import { formatCents, formatTaxRate } from "../../shared/proposals/money";
import { mediaReference } from "../../shared/media";
import { formatLongDate } from "../../shared/format";
import { proposalPageStrings as s } from "../../shared/strings/proposals";
import { escapeHtml as e } from "../email/render";

/** Text as paragraphs: a blank line starts a new one, a single line break stays a break. */
export const prose = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${e(block).replaceAll("\n", "<br>")}</p>`)
    .join("");

export const dayLabel = (day: string) => formatLongDate(`${day}T12:00:00Z`);

const quantity = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 3 });

function totalsRows(document: ProposalDocument, option: PricedOption): string {
  const t = option.totals;
  const row = (label: string, cents: number, className = "") =>
    `<tr${className ? ` class="${className}"` : ""}><th scope="row">${e(label)}</th><td class="num">${formatCents(cents)}</td></tr>`;
  const rows = [row(s.subtotal, t.subtotalCents)];
  if (t.discountCents > 0) rows.push(row(s.discount, -t.discountCents));
  if (document.taxRateMillipercent > 0) {
    rows.push(row(s.tax(formatTaxRate(document.taxRateMillipercent)), t.taxCents));
  }
  rows.push(row(s.total, t.totalCents, "grand"));
  if (t.depositCents > 0) {
    rows.push(row(s.deposit, t.depositCents), row(s.balance, t.balanceCents));
  }
  return `<table class="totals">${rows.join("")}</table>`;
}

function optionHtml(document: ProposalDocument, option: PricedOption, index: number, chosen: boolean): string {
  const c = s.columns;
  const lines = option.lineItems
    .map(
      (line) =>
        `<tr><td>${e(line.description)}<span class="per">${quantity(line.quantity)} ${e(line.unit)} × ${formatCents(line.unitPriceCents)}</span></td>` +
        `<td class="num qty">${quantity(line.quantity)}</td>` +
        `<td class="unit">${e(line.unit)}</td><td class="num unit">${formatCents(line.unitPriceCents)}</td>` +
        `<td class="num">${formatCents(line.amountCents)}</td></tr>`,
    )
    .join("");
  const label = document.options.length > 1 ? `${s.optionLabel(index)}: ` : "";
  return (
    `<section class="card option" id="${e(option.id)}" aria-labelledby="${e(option.id)}-title">` +
    `<div class="option-title"><h3 id="${e(option.id)}-title">${e(label + option.title)}</h3>` +
    (chosen ? `<span class="chosen">${s.chosen}</span>` : "") +
    `<span class="option-total">${formatCents(option.totals.totalCents)}</span></div>${prose(option.description)}` +
    `<table class="lines"><thead><tr><th scope="col">${c.description}</th><th scope="col" class="num qty">${c.quantity}</th>` +
    `<th scope="col" class="unit">${c.unit}</th><th scope="col" class="num unit">${c.price}</th><th scope="col" class="num">${c.amount}</th></tr></thead>` +
    `<tbody>${lines}</tbody></table>${totalsRows(document, option)}</section>`
  );
}

/** The document; `chosenOptionId` marks the option a signed version was signed for. */
export function documentHtml(document: ProposalDocument, chosenOptionId?: string): string {
  const parts: string[] = [];
  if (document.coverNote.trim()) parts.push(`<div class="cover">${prose(document.coverNote)}</div>`);
  for (const section of document.sections) parts.push(`<h2>${e(section.heading)}</h2>${prose(section.body)}`);
  if (document.photos.length > 0) {
    const images = document.photos
      .map(
        (photo) =>
          `<img src="${mediaReference(photo)}" width="${photo.width}" height="${photo.height}" alt="${e(photo.alt)}" loading="lazy">`,
      )
      .join("");
    parts.push(`<h2>${s.photos}</h2><div class="photos">${images}</div>`);
  }
  parts.push(`<h2>${s.options(document.options.length)}</h2>`);
  // Side by side on a desktop (each headed by its total), one after another on a phone.
  const options = document.options.map((option, index) =>
    optionHtml(document, option, index, option.id === chosenOptionId),
  );
  parts.push(`<div class="options options-${document.options.length}">${options.join("")}</div>`);
  if (document.terms.trim()) parts.push(`<h2>${s.terms}</h2>${prose(document.terms)}`);
  if (document.warranty.trim()) parts.push(`<h2>${s.warranty}</h2>${prose(document.warranty)}`);
  return parts.join("");
}
