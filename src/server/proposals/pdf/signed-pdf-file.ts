/**
 * The signed proposal's PDF as a file (issue 34 item 11): the renderer is imported on first use
 * (dynamic import), so the customer's pages and every other route load without pdf-lib and its
 * fonts; only signing, the download and the console's copy pay for it.
 */
import type { ProposalDocument } from "../../../shared/proposals/document";
import { signedPdfStrings } from "../../../shared/strings/signed-pdf";
import type { OutboxAttachment } from "../../db/mail-tables";
import type { SignedPdfRecord } from "./signed-pdf";
import type { ChangeOrderDocument } from "../../../shared/proposals/change-order";
import { changeOrderStrings } from "../../../shared/strings/change-orders";
import type { ChangeOrderPdfRecord } from "./change-order-pdf";

export type { SignedPdfRecord };

export const PDF_CONTENT_TYPE = "application/pdf";

export interface SignedPdf {
  bytes: Uint8Array;
  fileName: string;
}

export async function signedProposalPdf(document: ProposalDocument, record: SignedPdfRecord): Promise<SignedPdf> {
  const { renderSignedProposalPdf } = await import("./signed-pdf");
  return {
    bytes: await renderSignedProposalPdf(document, record),
    fileName: signedPdfStrings.fileName(document.quoteId, document.version),
  };
}

/** A signed change order's PDF (decision 048), drawn the same way. */
export async function signedChangeOrderPdf(
  document: ChangeOrderDocument,
  record: ChangeOrderPdfRecord,
): Promise<SignedPdf> {
  const { renderSignedChangeOrderPdf } = await import("./change-order-pdf");
  return {
    bytes: await renderSignedChangeOrderPdf(document, record),
    fileName: changeOrderStrings.pdf.fileName(document.quoteId, document.proposalVersion, document.number),
  };
}

/**
 * Postmark counts a message's size after base64 and refuses one over 10 MB with everything in it
 * (https://postmarkapp.com/support/article/1056-what-are-the-attachment-and-email-size-limits).
 * A signed proposal is text only (tens of KB); a file past this cap is sent without the PDF (the
 * e-mail's link to the page offers it) rather than refused. Leaves room for the bodies.
 */
export const MAX_PDF_ATTACHMENT_BASE64 = 8 * 1024 * 1024;

/**
 * The file as an entry of Postmark's `Attachments` array: `Name`, base64 `Content`, `ContentType`
 * (https://postmarkapp.com/developer/user-guide/send-email-with-api), what the outbox's
 * `attachments` column stores and outbox.job.ts sends as it is. Null when over the cap above.
 */
export function pdfAttachment(pdf: SignedPdf): OutboxAttachment | null {
  const content = Buffer.from(pdf.bytes).toString("base64");
  if (content.length > MAX_PDF_ATTACHMENT_BASE64) {
    console.warn(`[proposals] ${pdf.fileName} is ${content.length} bytes in base64: sent without the attachment`);
    return null;
  }
  return { Name: pdf.fileName, Content: content, ContentType: PDF_CONTENT_TYPE };
}
