/**
 * The signed proposal's PDF on request (issue 34 item 11), made again from the frozen document and
 * the signature row each time (the renderer is deterministic, so nothing is stored): for the
 * customer's link (the same token rules as the page: any token that opens no signed version is
 * NotFound, a frozen document that no longer matches its fingerprint is Tampered) and for the
 * console. A version that was never signed has no PDF.
 */
import type { Db } from "../db/schema";
import { frozenDocument, type ProposalDocument } from "../../shared/proposals/document";
import { ProposalNotFound, ProposalTampered } from "../errors";
import { versionOf } from "./customer-page.service";
import { documentSha256 } from "./proposal-document";
import { findAcceptance, findProposal } from "./proposals.repository";
import { PDF_CONTENT_TYPE, signedProposalPdf, type SignedPdf } from "./pdf/signed-pdf-file";

async function pdfOf(db: Db, id: number, document: ProposalDocument): Promise<SignedPdf> {
  const record = await findAcceptance(db, id);
  if (!record) throw new ProposalNotFound(id);
  return signedProposalPdf(document, record);
}

/** The PDF behind a customer's link, once that version is signed. */
export async function signedPdfForToken(db: Db, token: string): Promise<SignedPdf> {
  const row = await versionOf(db, token);
  if (row.status !== "accepted") throw new ProposalNotFound("token");
  return pdfOf(db, row.id, row.frozen);
}

/** The PDF of a signed version, for the console. */
export async function signedPdfForProposal(db: Db, id: number): Promise<SignedPdf> {
  const row = await findProposal(db, id);
  if (!row?.frozen || row.status !== "accepted") throw new ProposalNotFound(id);
  if (documentSha256(row.frozen) !== row.documentSha256) throw new ProposalTampered(row.id);
  return pdfOf(db, row.id, frozenDocument(row.frozen));
}

/** A download: never cached, never indexed, never sniffed as anything but a PDF. */
export function pdfResponse(pdf: SignedPdf): Response {
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": PDF_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
      "Content-Length": String(pdf.bytes.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
