/**
 * Finishes the receipts of signed proposals (issue 34 item 11): draws each signed version's PDF
 * from its frozen document and signature row, attaches it to the held receipts (Postmark's
 * `Attachments` entry: Name, base64 Content, ContentType, stored in the outbox row and sent as it
 * is) and releases them to the outbox delivery that runs next in the same scheduled function.
 * Drawn here, not in the Accept request: fontkit lays text out synchronously (2-5 s on this loaded
 * machine, about 0.2 s idle), which inside a request held the version's lock, and after it
 * starved twenty concurrent Accepts on one process of their database replies (503s).
 * A PDF that cannot be drawn is logged and the receipts go without it; their link offers it again.
 */
import type { Db } from "../db/schema";
import type { Job } from "../jobs/job";
import { frozenDocument } from "../../shared/proposals/document";
import { findHeldMessages, releaseHeldMessages } from "../email/outbox.repository";
import { RECEIPT_HELD_UNTIL } from "./proposal-mail";
import { findAcceptance, findAcceptedVersion } from "./proposals.repository";
import { pdfAttachment, signedProposalPdf } from "./pdf/signed-pdf-file";
import type { OutboxAttachment } from "../db/mail-tables";

async function attachmentFor(db: Db, quoteId: number): Promise<OutboxAttachment | null> {
  try {
    const version = await findAcceptedVersion(db, quoteId);
    const record = version?.frozen ? await findAcceptance(db, version.id) : undefined;
    if (!version?.frozen || !record) return null;
    return pdfAttachment(await signedProposalPdf(frozenDocument(version.frozen), record));
  } catch (error) {
    console.error(`[proposals] the signed PDF for quote ${quoteId} could not be drawn; receipts go without it:`, error);
    return null;
  }
}

/**
 * Releases the rows held until `heldUntil`, quote by quote, each with the attachment `attachmentOf`
 * draws for its quote (or none). The signed proposal's receipts and a change order's use it.
 */
export async function releaseHeldReceipts(
  db: Db,
  heldUntil: Date,
  attachmentOf: (db: Db, quoteId: number) => Promise<OutboxAttachment | null>,
): Promise<{ attached: number; released: number }> {
  const held = await findHeldMessages(db, heldUntil);
  const byQuote = new Map<number | null, typeof held>();
  for (const row of held) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  let attached = 0;
  for (const [quoteId, rows] of byQuote) {
    const attachment = quoteId === null ? null : await attachmentOf(db, quoteId);
    await releaseHeldMessages(
      db,
      rows.map((row) => row.id),
      attachment ? [attachment] : null,
    );
    if (attachment) attached += rows.length;
  }
  return { attached, released: held.length };
}

export const attachSignedReceipts = (db: Db) => releaseHeldReceipts(db, RECEIPT_HELD_UNTIL, attachmentFor);

export const signedReceiptsJob: Job<{ attached: number; released: number }> = {
  name: "signed-proposal-receipts",
  run: (db) => attachSignedReceipts(db),
};
