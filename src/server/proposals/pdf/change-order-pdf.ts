/**
 * A signed change order as a PDF (issue 31, decision 048), drawn only from the frozen change order
 * and its signature row, as the signed proposal's PDF is (signed-pdf.ts, whose fonts, line table and
 * totals it reuses): the contractor, the customer, what changes and why, the lines added and removed,
 * the work as changed with the previous and new totals, the dates and the payment schedule as
 * changed, and the signature record with the document's SHA-256. The same record always gives the
 * same bytes (dates fixed to the signing time, seeded font subsets), so nothing is stored. Loaded
 * only through `signed-pdf-file.ts` (a dynamic import).
 */
import type { ChangeOrderDocument, PricedLine } from "../../../shared/proposals/change-order";
import { formatCents } from "../../../shared/proposals/money";
import { formatLongDate } from "../../../shared/format";
import { changeOrderStrings } from "../../../shared/strings/change-orders";
import { contractStrings } from "../../../shared/strings/contract";
import type { ChangeOrderSignature } from "../../db/change-order-tables";
import { renderSignedPdf, signatureRows } from "./pdf-document";
import { breathe } from "./pdf-writer";
import { drawLines, drawTotals } from "./signed-pdf";

const c = changeOrderStrings;

/** The signature row, as drawn. */
export type ChangeOrderPdfRecord = Pick<
  ChangeOrderSignature,
  "id" | "typedName" | "signedAt" | "ip" | "userAgent" | "consentText" | "consentVersion" | "documentSha256"
>;

export async function renderSignedChangeOrderPdf(
  document: ChangeOrderDocument,
  record: ChangeOrderPdfRecord,
): Promise<Uint8Array> {
  const { quoteId, number } = document;
  const frame = {
    text: JSON.stringify([document, record]),
    footer: (page: number, pages: number) => c.pdf.footer(document.contractorName, quoteId, number, page, pages),
    opening: {
      issuer: document.contractorName,
      title: c.pdf.heading(number),
      reference: c.pdf.reference(quoteId, document.proposalVersion, formatLongDate(document.issuedAt)),
      customer: document.customer,
    },
    seal: {
      record: signatureRows(record, record.signedAt, document.proposalId),
      recordHeight: 200,
      fingerprintLabel: c.pdf.sha256,
      sha256: record.documentSha256,
      title: c.pdf.title(quoteId, number),
      author: document.contractorName,
      keyword: `change-order-signature-${record.id}`,
      at: record.signedAt,
    },
  };
  return renderSignedPdf(frame, async ({ pdf, body, label, h2, pairs }) => {
    const lines = async (title: string, items: readonly PricedLine[]) => {
      if (items.length === 0) return;
      h2(title);
      await drawLines(pdf, items, { body, label });
    };
    pdf.paragraph(c.pdf.contract(document.optionTitle), label);
    h2(c.console.note);
    pdf.paragraph(document.note, body);
    await lines(c.page.added, document.added);
    await lines(c.page.removed, document.removed);
    await lines(c.page.lines, document.lineItems);
    drawTotals(pdf, [
      [c.page.previousTotal, document.previousTotalCents, body],
      [c.page.newTotal, document.totals.totalCents, label],
    ]);
    await breathe();
    h2(c.page.dates);
    pairs([
      // As the contract states them (a day or how it is set), as the customer's page shows them.
      [contractStrings.start, document.startDate || "—"],
      [contractStrings.completion, document.completionDate || "—"],
    ]);
    h2(c.page.schedule);
    pairs(document.schedule.map((payment): [string, string] => [payment.event, formatCents(payment.cents)]));
  });
}
