/**
 * What each invoice has received (issue 31 item 7, decision 052). An invoice is paid first by the
 * payment made for it: its own Stripe payment, or for the deposit invoice the deposit. Every other
 * payment of the quote (a cheque, cash or a bank transfer recorded in the console) settles the
 * oldest unpaid invoices in number order: it fills the first one's balance, then the next's, and
 * a payment smaller than the balance leaves the rest due. Refunds count against the payment they
 * refund, so a refund reopens what it no longer covers (the newest filled invoice first). Cancelled
 * invoices take nothing; a payment made for one goes to the oldest unpaid ones instead. Money in integer cents; pure, so the rule is tested without a database.
 */
export interface AllocatedInvoice {
  id: number;
  proposalId: number;
  number: number;
  isDeposit: boolean;
  amountCents: number;
  status: string;
}

export interface AllocatedPayment {
  id: number;
  proposalId: number | null;
  purpose: string;
  method: string;
  status: string;
  amountCents: number;
  refundedCents: number;
  invoiceId: number | null;
}

/** The invoice a payment was made for; undefined when it goes to the oldest unpaid ones. */
export function directInvoice(payment: AllocatedPayment, invoices: readonly AllocatedInvoice[]) {
  if (payment.invoiceId !== null) return invoices.find((invoice) => invoice.id === payment.invoiceId);
  if (payment.purpose !== "deposit" || payment.proposalId === null) return undefined;
  return invoices.find((invoice) => invoice.isDeposit && invoice.proposalId === payment.proposalId);
}

/** Cents received on each invoice (by id), never more than its amount but for its own payment. */
export function allocatePayments(
  invoices: readonly AllocatedInvoice[],
  payments: readonly AllocatedPayment[],
): Map<number, number> {
  const open = [...invoices].filter((invoice) => invoice.status !== "cancelled").sort((a, b) => a.number - b.number);
  const paid = new Map(open.map((invoice) => [invoice.id, 0]));
  let pool = 0;
  for (const payment of payments) {
    if (payment.status !== "paid") continue;
    const net = Math.max(0, payment.amountCents - payment.refundedCents);
    const own = directInvoice(payment, invoices);
    if (own && paid.has(own.id)) paid.set(own.id, paid.get(own.id)! + net);
    else pool += net;
  }
  for (const invoice of open) {
    const take = Math.min(pool, Math.max(0, invoice.amountCents - paid.get(invoice.id)!));
    paid.set(invoice.id, paid.get(invoice.id)! + take);
    pool -= take;
  }
  return paid;
}
