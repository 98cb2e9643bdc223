/**
 * The signed proposal as a PDF (issue 34 item 11), drawn only from the frozen document and the
 * signature row, never from current data: the business, the customer, the option signed for with
 * its lines and totals (tax at the exact rate), the other options by name and total, the sections,
 * terms and warranty, and the signature record (name, time in the business's zone, IP, browser,
 * the document's SHA-256, the signature's id). The same record always gives the same bytes
 * (dates fixed to the signing time, pdf-lib's seeded font-subset tags), so the file is made again
 * on request instead of stored. Loaded only through `signed-pdf-file.ts` (a dynamic import), and
 * pdf-lib and fontkit are imported dynamically too, so no function pays for them at import.
 */
import type { PricedOption, ProposalDocument } from "../../../shared/proposals/document";
import type { PricedLine } from "../../../shared/proposals/change-order";
import { formatCents, formatTaxRate } from "../../../shared/proposals/money";
import { formatLongDate } from "../../../shared/format";
import { proposalPageStrings as s } from "../../../shared/strings/proposals";
import { signedPdfStrings as p } from "../../../shared/strings/signed-pdf";
import type { ProposalAcceptance } from "../../db/proposal-tables";
import { drawContract } from "./contract-pdf";
import { renderSignedPdf, signatureRows } from "./pdf-document";
import { breathe, PAGE, PdfWriter, TEXT_WIDTH, type Cell, type TextStyle } from "./pdf-writer";

/** The signature row, as drawn. */
export type SignedPdfRecord = Pick<
  ProposalAcceptance,
  | "id"
  | "optionId"
  | "optionTitle"
  | "totalCents"
  | "typedName"
  | "acceptedAt"
  | "ip"
  | "userAgent"
  | "consentText"
  | "consentVersion"
  | "documentSha256"
>;

const quantity = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 3 });
const dayLabel = (day: string) => formatLongDate(`${day}T12:00:00Z`);

function optionLabel(document: ProposalDocument, option: PricedOption): string {
  const index = document.options.indexOf(option);
  return document.options.length > 1 ? `${s.optionLabel(index)}: ${option.title}` : option.title;
}

export async function renderSignedProposalPdf(
  document: ProposalDocument,
  record: SignedPdfRecord,
): Promise<Uint8Array> {
  const { quoteId, version } = document;
  // Every string drawn comes from these two (the labels are Latin).
  const frame = {
    text: JSON.stringify([document, record]),
    footer: (page: number, pages: number) => p.footer(document.business.name, quoteId, version, page, pages),
    // The business's facts as frozen into the version, then the customer.
    opening: {
      issuer: document.business.name,
      issuerFacts: `${document.business.phone} · ${document.business.registration}`,
      title: p.heading,
      reference: `${p.reference(quoteId, version)} · ${s.validUntil(dayLabel(document.validUntil))}`,
      customer: document.customer,
    },
    seal: {
      // The record stays on one page (about 15 lines), the fingerprint on a line of its own.
      record: signatureRows(record, record.acceptedAt, document.proposalId, [
        [p.option, record.optionTitle],
        [p.total, formatCents(record.totalCents)],
      ]),
      recordHeight: 240,
      fingerprintLabel: p.sha256,
      sha256: record.documentSha256,
      title: p.title(quoteId, version),
      author: document.business.name,
      keyword: `signature-${record.id}`,
      at: record.acceptedAt,
    },
  };
  return renderSignedPdf(frame, async ({ pdf, bold, body, small, label, h2, pairs }) => {
    for (const section of document.sections) {
      await breathe();
      h2(section.heading);
      pdf.paragraph(section.body, body);
    }

    const chosen = document.options.find((option) => option.id === record.optionId);
    if (chosen) await drawOption(pdf, document, chosen, { h2, body, label, small });
    const others = document.options.filter((option) => option !== chosen);
    if (others.length > 0) {
      h2(p.otherOptions);
      pairs(
        others.map((option) => [formatCents(option.totals.totalCents), optionLabel(document, option)]),
        90,
      );
    }
    if (document.contract) {
      await breathe();
      const h3 = (text: string) => {
        pdf.gap(4);
        pdf.ensure(40);
        pdf.paragraph(text, { face: bold, size: 11 }, 2);
      };
      drawContract(pdf, document.contract, record.optionId, { h2, h3, body, label });
    }
    for (const [title, text] of [
      [s.terms, document.terms],
      [s.warranty, document.warranty],
    ]) {
      if (!text!.trim()) continue;
      await breathe();
      h2(title!);
      pdf.paragraph(text!, body);
    }
  });
}

interface Styles {
  h2: (text: string) => void;
  body: TextStyle;
  label: TextStyle;
  small: TextStyle;
}

async function drawOption(pdf: PdfWriter, document: ProposalDocument, option: PricedOption, styles: Styles) {
  const { body, label } = styles;
  styles.h2(p.chosenOption(optionLabel(document, option)));
  pdf.paragraph(option.description, body);
  await drawLines(pdf, option.lineItems, styles);
  const t = option.totals;
  const totals: [string, number, TextStyle][] = [[s.subtotal, t.subtotalCents, body]];
  if (t.discountCents > 0) totals.push([s.discount, -t.discountCents, body]);
  if (document.taxRateMillipercent > 0)
    totals.push([s.tax(formatTaxRate(document.taxRateMillipercent)), t.taxCents, body]);
  totals.push([s.total, t.totalCents, label]);
  if (t.depositCents > 0) totals.push([s.deposit, t.depositCents, body], [s.balance, t.balanceCents, body]);
  drawTotals(pdf, totals);
}

/** Work | Qty | Unit | Unit price | Amount, numbers right-aligned (the proposal's and a change order's lines). */
export async function drawLines(
  pdf: PdfWriter,
  lines: readonly PricedLine[],
  { body, label }: Pick<Styles, "body" | "label">,
) {
  const x = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const columns = (texts: string[], style: TextStyle): Cell[] => [
    { text: texts[0]!, x, width: TEXT_WIDTH - 250, style },
    { text: texts[1]!, x: right - 250, width: 40, align: "right", style },
    { text: texts[2]!, x: right - 202, width: 50, style },
    { text: texts[3]!, x: right - 150, width: 70, align: "right", style },
    { text: texts[4]!, x: right - 75, width: 75, align: "right", style },
  ];
  const h = s.columns;
  pdf.row(columns([h.description, h.quantity, h.unit, h.price, h.amount], label));
  pdf.rule();
  for (const [index, line] of lines.entries()) {
    if (index % 10 === 0) await breathe();
    const cells = [line.description, quantity(line.quantity), line.unit, formatCents(line.unitPriceCents)];
    pdf.row(columns([...cells, formatCents(line.amountCents)], body));
  }
  pdf.rule();
}

/** Name and amount rows, right-aligned under the lines. */
export function drawTotals(pdf: PdfWriter, totals: [string, number, TextStyle][]) {
  const right = PAGE.width - PAGE.margin;
  for (const [name, cents, style] of totals) {
    pdf.row([
      { text: name, x: right - 300, width: 220, align: "right", style },
      { text: formatCents(cents), x: right - 75, width: 75, align: "right", style },
    ]);
  }
}
