/**
 * The quote's invoices in the console (issue 31 item 5, decision 049): the list from the signed
 * contract's schedule (made or brought in step on reading), and sending one when its event
 * happens: one tap marks it sent and e-mails the customer its link through the outbox, in one
 * transaction with the invoice locked, so a double tap sends once more at most by choice ("Send again").
 */
import { siteUrl } from "../../env";
import { apiView } from "../../api-view";
import type { Db } from "../../db/schema";
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

import { addBusinessDays, businessDayOf } from "../../../shared/business-calendar";
import { readBusinessCalendar } from "../../follow-ups/follow-up-settings";
import { enrolLead } from "../../follow-ups/follow-ups.service";
import { INVOICE_TRIGGER } from "../../follow-ups/invoice-reminders";
import { syncInvoices } from "./invoice-schedule.service";
import { runIdempotent } from "../../intake/idempotency.service";
import { linkTextStrings } from "../../../shared/strings/link-texts";
import { textIdsOf, textLeadLink, type LinkText } from "../sms/link-text";
import { invoiceReceipts } from "./invoice-settlement";

/** An invoice is due this many of the owner's business days after the day it is first sent (decision 050). */
export const INVOICE_DUE_BUSINESS_DAYS = 10;

export function invoiceView(invoice: Invoice, receivedCents = 0): InvoiceView {
  const token = recoverInvoiceToken(invoice);
  return {
    ...apiView(invoice, ["id", "number", "event", "isDeposit", "amountCents"]),
    receivedCents,
    ...apiView(invoice, ["status", "sentAt", "paidAt"]),
    url: token ? siteUrl(invoicePath(token)) : null,
  };
}

export async function quoteInvoices(db: Db, quoteId: number, now = new Date()): Promise<QuoteInvoices> {
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

/**
 * Marks the invoice sent (its due day fixed the first time), queues its e-mail (and with byText its text) and starts
 * its reminders (a "Send again" starts them over); returns the quote and the outbox and text ids to deliver after
 * commit.
 */
export interface InvoiceSendOptions {
  /** "Also send by text" (issue 32 item 2). */
  byText?: boolean;
  /** The request's Idempotency-Key: a double tap or a retry with it sends nothing more. */
  key?: string;
  by?: string | null;
}

export async function sendInvoice(db: Db, invoiceId: number, now = new Date(), options: InvoiceSendOptions = {}) {
  const { outcome, result } = await runIdempotent<{ quoteId: number; text?: LinkText }, string>(db, {
    scope: `invoice-send:${invoiceId}`,
    key: options.key,
    request: { byText: options.byText ?? false },
    work: async (trx) => {
      const invoice = await lockInvoice(trx, invoiceId);
      if (!invoice) throw new InvoiceIdNotFound(invoiceId);
      if (invoice.status !== "draft" && invoice.status !== "sent") throw new InvoiceConflict(strings.notSendable);
      const quote = await findQuote(trx, invoice.quoteId);
      if (!quote) throw new QuoteNotFound(invoice.quoteId);
      if (quote.status === "cancelled" || (await findCancellation(trx, invoice.proposalId)))
        throw new InvoiceConflict(strings.notSendable);
      const token = recoverInvoiceToken(invoice);
      if (!token) throw new InvoiceConflict("The invoice's link cannot be made again (the session secret changed)");
      const calendar = await readBusinessCalendar(trx);
      const dueOn = addBusinessDays(businessDayOf(now, calendar), INVOICE_DUE_BUSINESS_DAYS, calendar);
      await updateInvoice(trx, invoice.id, {
        status: "sent",
        sentAt: invoice.sentAt ?? now,
        ...(invoice.dueOn ? {} : { dueOn }),
      });
      const outboxId = await queueInvoiceEmail(trx, quote, { ...invoice, dueOn: invoice.dueOn ?? dueOn }, token);
      await enrolLead(trx, quote, INVOICE_TRIGGER, now, invoice.id);
      const body = linkTextStrings.invoice(invoice.number, invoice.amountCents, siteUrl(invoicePath(token)));
      const key = options.key && `invoice-${invoice.id}-${options.key}`;
      const text = options.byText
        ? await textLeadLink(trx, quote, { body, purpose: "invoice", idempotencyKey: key, sentBy: options.by }, now)
        : undefined;
      return { outcome: { quoteId: quote.id, ...(text ? { text } : {}) }, result: outboxId };
    },
  });
  return {
    quoteId: outcome.quoteId,
    outboxIds: result ? [result] : [],
    text: outcome.text,
    textIds: result ? textIdsOf(outcome.text) : [],
  };
}
