/**
 * The customer's invoice link (issue 31 item 5, decision 049): the page for a token, and paying it
 * through Stripe Checkout. The amount is the invoice's, never the browser's. One Stripe payment row
 * per invoice (unique index), locked while its session is made, so twenty clicks make one session
 * (checkout-session.ts). A paid, cancelled or withdrawn invoice is refused: a clear page, no session.
 * The deposit invoice is paid through the deposit's own Checkout (decision 046), so it is never paid twice.
 */
import type { Db } from "../../db/schema";
import type { Invoice, Payment } from "../../db/payment-tables";
import { formatBusinessDay } from "../../../shared/format";
import { invoicePageStrings as s } from "../../../shared/strings/invoices";
import { PaymentRefused } from "../../payments/payment-errors";
import {
  findDeposit,
  findInvoicePayment,
  lockInvoicePaymentRow,
  netPaidCents,
  updatePayment,
} from "../../payments/payments.repository";
import { onlinePaymentsEnabled, stripeClient } from "../../payments/stripe-client";
import { findQuote } from "../../quotes/quotes.repository";
import { sentRow } from "../../proposals/customer-page.service";
import { hashToken, proposalPath, recoverToken, TOKEN_PATTERN } from "../../proposals/proposal-token";
import { findProposal } from "../../proposals/proposals.repository";
import { findInvoice, findInvoiceByTokenHash, invoicesOfProposal } from "../../invoices/invoices.repository";
import { InvoiceNotFound } from "../../invoices/invoice-errors";
import { invoicePath } from "../../invoices/invoice-token";
import { payByOf } from "../../invoices/invoice-mail";
import type { InvoiceDetail } from "../../invoices/invoice-page";
import { depositCheckoutUrl } from "../payments/deposit-checkout.service";
import { checkoutUrlFor } from "../payments/checkout-session";
import { signedContractOf } from "../proposals/contract-history";
import { contractSchedule } from "./invoice-schedule.service";
import { invoiceReceipts } from "./invoice-settlement";

/** The sent invoice a token opens; every miss (unknown, malformed, not sent) is the same InvoiceNotFound. */
async function invoiceOfToken(db: Db, token: string): Promise<Invoice> {
  const invoice = await findInvoiceByTokenHash(db, hashToken(token));
  if (!invoice || !TOKEN_PATTERN.test(token) || invoice.status === "draft") throw new InvoiceNotFound();
  return invoice;
}

async function contractOf(db: Db, invoice: Invoice) {
  const proposal = await findProposal(db, invoice.proposalId);
  const quote = await findQuote(db, invoice.quoteId);
  if (!proposal || !quote) throw new InvoiceNotFound();
  const contract = await signedContractOf(db, sentRow(proposal));
  const cancelled = contract.cancelled || quote.status === "cancelled" || invoice.status === "cancelled";
  return { proposal, quote, contract, cancelled };
}

function payState(invoice: Invoice, payment: Payment | undefined, cancelled: boolean, returned: boolean) {
  if (invoice.status === "paid") return "paid" as const;
  if (cancelled) return "cancelled" as const;
  if (payment?.status === "processing") return "processing" as const;
  if (returned && payment?.status === "pending" && payment.checkoutSessionId) return "confirming" as const;
  if (payment?.status === "failed") return "failed" as const;
  return "due" as const;
}

export async function invoiceDetail(
  db: Db,
  token: string,
  options: { returnedFromCheckout?: boolean } = {},
): Promise<InvoiceDetail> {
  const invoice = await invoiceOfToken(db, token);
  const { proposal, quote, contract, cancelled } = await contractOf(db, invoice);
  const payment = invoice.isDeposit
    ? await findDeposit(db, invoice.proposalId)
    : await findInvoicePayment(db, invoice.id);
  const document = contract.row.frozen;
  const c = document.customer;
  const proposalToken = invoice.isDeposit ? recoverToken(proposal) : undefined;
  return {
    number: invoice.number,
    of: Math.max(invoice.number, contractSchedule(contract).length),
    reference: s.reference(quote.id, invoice.number),
    from: document.contract
      ? `${document.contract.contractor.legalName}, ${document.contract.contractor.address}`
      : null,
    billTo: [c.name, c.address, `${c.city}, ${c.state} ${c.zipCode}`],
    issuedOn: invoice.sentAt ? formatBusinessDay(invoice.sentAt) : null,
    payBy: payByOf(invoice.dueOn),
    contractLine: s.contractLine(contract.current?.optionTitle ?? "", document.version),
    event: invoice.event,
    amountCents: invoice.amountCents,
    receivedCents: await receivedOn(db, invoice),
    totalCents: contract.current?.totalCents ?? 0,
    paidCents: await netPaidCents(db, quote.id),
    pay: payState(invoice, payment, cancelled, options.returnedFromCheckout ?? false),
    ...(invoice.paidAt ? { paidOn: formatBusinessDay(invoice.paidAt) } : {}),
    online: onlinePaymentsEnabled(),
    payAction: `${invoicePath(token)}/pay`,
    ...(invoice.isDeposit ? { depositPath: proposalToken ? `${proposalPath(proposalToken)}#deposit` : null } : {}),
  };
}

/** What the invoice has received so far (its own payment, then cheques and transfers oldest invoice first). */
async function receivedOn(db: Db, invoice: Invoice): Promise<number> {
  const receipts = await invoiceReceipts(db, invoice.quoteId, await invoicesOfProposal(db, invoice.proposalId));
  return receipts.get(invoice.id) ?? 0;
}

/**
 * A cheque or transfer that paid part of the invoice leaves the rest to pay online (decision 052): the
 * invoice's Stripe row, not yet paid nor on its way, is brought to what is left, and a session made for
 * another amount is dropped so the next is made for this one.
 */
async function chargeWhatIsLeft(trx: Db, payment: Payment, leftCents: number): Promise<Payment> {
  const open = payment.status === "pending" || payment.status === "failed";
  if (!open || payment.amountCents === leftCents || leftCents <= 0) return payment;
  const change = { amountCents: leftCents, checkoutUrl: null, checkoutExpiresAt: null };
  await updatePayment(trx, payment.id, change);
  return { ...payment, ...change };
}

/** The Checkout page's URL for the invoice `token` opens; PaymentRefused when it cannot be paid online now. */
export async function invoiceCheckoutUrl(db: Db, token: string, now = new Date()): Promise<string> {
  const invoice = await invoiceOfToken(db, token);
  const { proposal, quote, contract, cancelled } = await contractOf(db, invoice);
  if (invoice.status === "paid") throw new PaymentRefused("paid");
  if (cancelled) throw new PaymentRefused("cancelled");
  if (invoice.isDeposit) {
    const proposalToken = recoverToken(proposal);
    if (!proposalToken) throw new PaymentRefused("unavailable");
    return depositCheckoutUrl(db, proposalToken, now);
  }
  const stripe = await stripeClient();
  if (!stripe) throw new PaymentRefused("offline");
  return db.transaction().execute(async (trx) => {
    const locked = await lockInvoicePaymentRow(trx, {
      quoteId: quote.id,
      proposalId: invoice.proposalId,
      invoiceId: invoice.id,
      amountCents: invoice.amountCents,
    });
    // Read again under the payment's lock: an offline payment or a cancellation may have just landed.
    const fresh = await findInvoice(trx, invoice.id);
    if (fresh?.status === "paid") throw new PaymentRefused("paid");
    if (fresh?.status !== "sent") throw new PaymentRefused("cancelled");
    const payment = await chargeWhatIsLeft(trx, locked, fresh.amountCents - (await receivedOn(trx, fresh)));
    return checkoutUrlFor(
      trx,
      stripe,
      payment,
      {
        kind: "invoice",
        description: `${s.title(invoice.number)} (${s.reference(quote.id, invoice.number)}): ${invoice.event} · ${contract.current?.optionTitle ?? ""}`,
        customerEmail: quote.email,
        pagePath: invoicePath(token),
        anchor: "pay",
        metadata: {
          quote_id: String(quote.id),
          proposal_id: String(invoice.proposalId),
          invoice_id: String(invoice.id),
        },
      },
      now,
    );
  });
}
