/**
 * The quote's invoices in the console (issue 31 item 5, decision 049): the list from the signed
 * contract's schedule (made or brought in step on reading), and sending one when its event
 * happens: one tap marks it sent and e-mails the customer its link through the outbox, in one
 * transaction with the invoice locked, so a double tap sends once more at most by choice ("Send again").
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Invoice } from "../../db/payment-tables";
import { QuoteNotFound } from "../../errors";
import type { InvoiceView, QuoteInvoices } from "../../../shared/invoices";
import { invoiceConsoleStrings as strings } from "../../../shared/strings/invoices";
import { findQuote } from "../../quotes/quotes.repository";
import { findCancellation } from "../../proposals/cancellations.repository";
import { netPaidCents } from "../../payments/payments.repository";
import { lockInvoice, updateInvoice } from "../../invoices/invoices.repository";
import { InvoiceConflict, InvoiceIdNotFound } from "../../invoices/invoice-errors";
import { invoicePath, recoverInvoiceToken } from "../../invoices/invoice-token";
import { queueInvoiceEmail } from "../../invoices/invoice-mail";
import { absolute } from "../../proposals/proposal-mail";
import { syncInvoices } from "./invoice-schedule.service";
import { invoiceReceipts } from "./invoice-settlement";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function invoiceView(invoice: Invoice, receivedCents = 0): InvoiceView {
  const token = recoverInvoiceToken(invoice);
  return {
    id: invoice.id,
    number: invoice.number,
    event: invoice.event,
    isDeposit: invoice.isDeposit,
    amountCents: invoice.amountCents,
    receivedCents,
    status: invoice.status,
    sentAt: iso(invoice.sentAt),
    paidAt: iso(invoice.paidAt),
    url: token ? absolute(invoicePath(token)) : null,
  };
}

export async function quoteInvoices(db: Kysely<Database>, quoteId: number, now = new Date()): Promise<QuoteInvoices> {
  if (!(await findQuote(db, quoteId))) throw new QuoteNotFound(quoteId);
  const { invoices, totalCents } = await syncInvoices(db, quoteId, now);
  const [paidCents, receipts] = await Promise.all([netPaidCents(db, quoteId), invoiceReceipts(db, quoteId, invoices)]);
  return {
    invoices: invoices.map((invoice) => invoiceView(invoice, receipts.get(invoice.id) ?? 0)),
    totalCents,
    paidCents,
    balanceCents: totalCents === null ? null : totalCents - paidCents,
  };
}

/** Marks the invoice sent and queues its e-mail; returns the quote and the outbox ids to deliver after commit. */
export async function sendInvoice(db: Kysely<Database>, invoiceId: number, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, invoiceId);
    if (!invoice) throw new InvoiceIdNotFound(invoiceId);
    if (invoice.status !== "draft" && invoice.status !== "sent") throw new InvoiceConflict(strings.notSendable);
    const quote = await findQuote(trx, invoice.quoteId);
    if (!quote) throw new QuoteNotFound(invoice.quoteId);
    if (quote.status === "cancelled" || (await findCancellation(trx, invoice.proposalId)))
      throw new InvoiceConflict(strings.notSendable);
    const token = recoverInvoiceToken(invoice);
    if (!token) throw new InvoiceConflict("The invoice's link cannot be made again (the session secret changed)");
    await updateInvoice(trx, invoice.id, { status: "sent", sentAt: invoice.sentAt ?? now });
    const outboxId = await queueInvoiceEmail(trx, quote, invoice, token);
    return { quoteId: quote.id, outboxIds: [outboxId] };
  });
}
