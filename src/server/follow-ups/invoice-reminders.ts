/**
 * The "invoice sent" sequences (issue 31 item 5, decision 050): an unpaid invoice's reminders run once per
 * invoice (the enrolment names it) on the sequence's business-day schedule, and stop when it is paid or
 * cancelled: the database trigger on `invoices` stops them in the statement that changes it, whatever path
 * does (webhook, offline payment, cancellation), and the scheduler checks the invoice again under the
 * enrolment's lock. The e-mail is the invoice reminder (invoice-mail.ts); a text step sends its wording and
 * the invoice's link through the texting flow, as any step.
 */
import { siteUrl } from "../env";
import type { Db, Quote } from "../db/schema";
import type { StopReason } from "../../shared/strings/follow-ups";
import { findInvoice } from "../invoices/invoices.repository";
import { invoicePath, recoverInvoiceToken } from "../invoices/invoice-token";
import { queueInvoiceEmail } from "../invoices/invoice-mail";

export const INVOICE_TRIGGER = "invoice-sent";

/** Why no more reminder may go about the invoice, if anything. */
export async function invoiceStopReason(db: Db, invoiceId: number | null): Promise<StopReason | undefined> {
  const invoice = invoiceId === null ? undefined : await findInvoice(db, invoiceId);
  if (invoice?.status === "paid") return "invoice-paid";
  if (invoice?.status !== "sent") return "invoice-cancelled";
  return undefined;
}

/** The invoice's page, for a text step; undefined when its link cannot be made again. */
export async function invoiceUrlOf(db: Db, invoiceId: number | null): Promise<string | undefined> {
  const invoice = invoiceId === null ? undefined : await findInvoice(db, invoiceId);
  const token = invoice && recoverInvoiceToken(invoice);
  return token ? siteUrl(invoicePath(token)) : undefined;
}

/** Queues the invoice reminder e-mail; undefined when the invoice or its link is gone. */
export async function queueInvoiceReminder(
  trx: Db,
  quote: Quote,
  invoiceId: number | null,
): Promise<string | undefined> {
  const invoice = invoiceId === null ? undefined : await findInvoice(trx, invoiceId);
  const token = invoice && recoverInvoiceToken(invoice);
  if (!invoice || !token) return undefined;
  return queueInvoiceEmail(trx, quote, invoice, token, "reminder");
}
