/** Payments on the quote's timeline (issue 31 item 6, decision 046): each payment received, failed or disputed, each refund, each invoice sent (decision 049). */
import type { Db } from "../db/schema";
import type { TimelineEntry } from "../../shared/conversation";
import { formatCents } from "../../shared/proposals/money";
import { labelFor } from "../../shared/options";
import { paymentMethodOptions } from "../../shared/payments";
import { paymentEventsOfQuote } from "./payments.repository";
import { sentInvoicesOfQuote } from "../invoices/invoices.repository";
import { invoiceConsoleStrings } from "../../shared/strings/invoices";

export async function paymentEntries(db: Db, quoteId: number): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  const seen = new Set<number>();
  for (const row of await paymentEventsOfQuote(db, quoteId)) {
    const what = `${row.purpose === "deposit" ? "Deposit" : "Payment"} ${formatCents(row.amountCents)}`;
    const how = labelFor(paymentMethodOptions, row.method) ?? row.method;
    const entry = (at: Date, label: string): TimelineEntry => ({
      type: "status",
      at: at.toISOString(),
      label,
      by: null,
    });
    if (!seen.has(row.id)) {
      seen.add(row.id);
      if (row.paidAt) entries.push(entry(row.paidAt, `${what} received (${how})`));
      if (row.failedAt) entries.push(entry(row.failedAt, `${what} failed`));
      if (row.disputedAt) entries.push(entry(row.disputedAt, `${what} disputed`));
    }
    if (row.refundedAt && row.refundCents && row.refundStatus === "succeeded")
      entries.push(entry(row.refundedAt, `Refund ${formatCents(row.refundCents)} of ${what.toLowerCase()}`));
  }
  for (const invoice of await sentInvoicesOfQuote(db, quoteId))
    entries.push({
      type: "status",
      at: invoice.sentAt!.toISOString(),
      label: invoiceConsoleStrings.timelineSent(invoice.number, invoice.amountCents, invoice.event),
      by: null,
    });
  return entries;
}
