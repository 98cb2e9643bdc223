/**
 * Invoices marked paid, or open again, by what was received (issue 31 item 7, decision 052): after an
 * offline payment is recorded, after a refund, and whenever the invoices are brought in step. Under
 * the signed version's row lock (the lock the invoices are made under), so two payments recorded at
 * once each see the other. The rule is `allocatePayments`: a payment pays its own invoice, any other
 * settles the oldest unpaid ones. An invoice paid in full is marked paid (by the payment that
 * completed it); one a refund leaves short goes back to sent (or draft, if never sent).
 */
import type { Db } from "../../db/schema";
import type { Invoice } from "../../db/payment-tables";
import { paymentsOfQuote } from "../../payments/payments.repository";
import { findAcceptedVersion, findProposalForUpdate } from "../../proposals/proposals.repository";
import { invoicesOfProposal, updateInvoice } from "../../invoices/invoices.repository";
import { allocatePayments, directInvoice } from "../../invoices/invoice-allocation";

/** Each invoice's received cents (by id) for the quote's payments. */
export async function invoiceReceipts(db: Db, quoteId: number, invoices: readonly Invoice[]) {
  return allocatePayments(invoices, await paymentsOfQuote(db, quoteId));
}

/** Brings the invoices' paid state in step with the quote's payments; the caller holds the version's lock. */
export async function settleLockedInvoices(trx: Db, quoteId: number, proposalId: number, now: Date) {
  const invoices = await invoicesOfProposal(trx, proposalId);
  const payments = await paymentsOfQuote(trx, quoteId);
  const received = allocatePayments(invoices, payments);
  const paid = payments
    .filter((payment) => payment.status === "paid")
    .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0));
  for (const invoice of invoices) {
    if (invoice.status === "cancelled") continue;
    const full = (received.get(invoice.id) ?? 0) >= invoice.amountCents;
    // Paid by its own payment when that was made, else by the newest payment received.
    const by = paid.find((payment) => directInvoice(payment, invoices)?.id === invoice.id) ?? paid[0];
    if (full && invoice.status !== "paid")
      await updateInvoice(trx, invoice.id, {
        status: "paid",
        paidAt: by?.paidAt ?? now,
        paidByPaymentId: by?.id ?? null,
      });
    else if (!full && invoice.status === "paid")
      await updateInvoice(trx, invoice.id, {
        status: invoice.sentAt ? "sent" : "draft",
        paidAt: null,
        paidByPaymentId: null,
      });
  }
}

/** The same in a transaction of its own or the caller's: a quote without a signed contract has nothing to settle. */
export async function settleInvoices(trx: Db, quoteId: number, now = new Date()) {
  const accepted = await findAcceptedVersion(trx, quoteId);
  if (!accepted) return;
  await findProposalForUpdate(trx, accepted.id);
  await settleLockedInvoices(trx, quoteId, accepted.id, now);
}
