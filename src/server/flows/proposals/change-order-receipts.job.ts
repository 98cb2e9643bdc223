/**
 * Finishes the receipts of signed change orders (issue 31, decision 048), as signed-receipts.job.ts
 * does the signed proposal's: draws the quote's most recently signed change order as a PDF from its
 * frozen document and signature row, attaches it to the held receipts (Postmark's `Attachments`
 * entry) and releases them to the outbox delivery that runs next in the same scheduled function.
 * One change order waits for a signature at a time, so the latest signed one is the one whose
 * receipts are held. A PDF that cannot be drawn is logged and the receipts go without it; the
 * customer's page and the console offer it again.
 */
import type { Db } from "../../db/schema";
import type { OutboxAttachment } from "../../db/mail-tables";
import type { Job } from "../../jobs/job";
import { latestSignedChangeOrderOfQuote, signaturesOf } from "../../change-orders/change-orders.repository";
import { CHANGE_ORDER_RECEIPT_HELD_UNTIL } from "../../proposals/change-order-mail";
import { pdfAttachment, signedChangeOrderPdf } from "../../proposals/pdf/signed-pdf-file";
import { releaseHeldReceipts } from "../../proposals/signed-receipts.job";

async function attachmentFor(db: Db, quoteId: number): Promise<OutboxAttachment | null> {
  try {
    const changeOrder = await latestSignedChangeOrderOfQuote(db, quoteId);
    const [signature] = changeOrder ? await signaturesOf(db, [changeOrder.id]) : [];
    if (!changeOrder || !signature) return null;
    return pdfAttachment(await signedChangeOrderPdf(changeOrder.frozen, signature));
  } catch (error) {
    console.error(
      `[change-orders] the signed PDF for quote ${quoteId} could not be drawn; receipts go without it:`,
      error,
    );
    return null;
  }
}

export const attachChangeOrderReceipts = (db: Db) =>
  releaseHeldReceipts(db, CHANGE_ORDER_RECEIPT_HELD_UNTIL, attachmentFor);

/** Its figures under names of their own: the scheduled run merges every job's into one answer. */
export const changeOrderReceiptsJob: Job<{ changeOrderPdfsAttached: number; changeOrderReceiptsReleased: number }> = {
  name: "change-order-receipts",
  run: async (db) => {
    const { attached, released } = await attachChangeOrderReceipts(db);
    return { changeOrderPdfsAttached: attached, changeOrderReceiptsReleased: released };
  },
};
