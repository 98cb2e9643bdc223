/**
 * A signed change order's PDF on request (issue 31, decision 048), made again from the frozen change
 * order and its signature each time, as the signed proposal's is (signed-pdf.service.ts): for the
 * customer's link (the page's token rules: a token that opens no version, or a number with no signed
 * change order, is NotFound) and for the console. A frozen change order that no longer matches its
 * fingerprint is Tampered.
 */
import type { Db } from "../../db/schema";
import type { ChangeOrderRow } from "../../db/change-order-tables";
import { ProposalTampered } from "../../errors";
import { ChangeOrderNotFound } from "../../change-orders/change-order-errors";
import { changeOrdersOf, findChangeOrder, signaturesOf } from "../../change-orders/change-orders.repository";
import { versionOf } from "../../proposals/customer-page.service";
import { documentSha256 } from "../../proposals/proposal-document";
import { signedChangeOrderPdf, type SignedPdf } from "../../proposals/pdf/signed-pdf-file";

async function pdfOf(db: Db, row: ChangeOrderRow | undefined, key: number): Promise<SignedPdf> {
  if (!row || row.status !== "signed") throw new ChangeOrderNotFound(key);
  if (documentSha256(row.frozen) !== row.documentSha256) throw new ProposalTampered(row.proposalId);
  const [signature] = await signaturesOf(db, [row.id]);
  if (!signature) throw new ChangeOrderNotFound(key);
  return signedChangeOrderPdf(row.frozen, signature);
}

/** Change order `number` of the version behind a customer's link, once signed. */
export async function signedChangeOrderPdfForToken(db: Db, token: string, number: number): Promise<SignedPdf> {
  const version = await versionOf(db, token);
  const rows = await changeOrdersOf(db, version.id);
  return pdfOf(
    db,
    rows.find((row) => row.number === number),
    number,
  );
}

/** A signed change order by its id, for the console. */
export async function signedChangeOrderPdfForId(db: Db, id: number): Promise<SignedPdf> {
  return pdfOf(db, await findChangeOrder(db, id), id);
}
