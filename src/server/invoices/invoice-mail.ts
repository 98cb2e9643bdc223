/**
 * The invoice e-mails (issue 31 item 5, decision 049): the link to the customer when the owner sends
 * an invoice, and the reminder of an unpaid one (follow-up sequences). The same layout and blocks as
 * the proposal e-mails (composeEmail, bodyOf), queued through the outbox in the caller's transaction.
 */
import { siteUrl } from "../env";
import type { Db, Quote } from "../db/schema";
import type { Invoice } from "../db/payment-tables";
import { formatCents } from "../../shared/proposals/money";
import { invoiceMailStrings as text, invoicePageStrings as page } from "../../shared/strings/invoices";
import { composeEmail } from "../email/compose";
import { queueCustomerEmail } from "../email/queue-email";
import { bodyOf } from "../proposals/proposal-mail";
import { invoicePath } from "./invoice-token";
import { formatShortDate } from "../../shared/format";
import { dayString } from "../proposals/proposal-document";

/** "Dec 15, 2026": the day an invoice is due by (decision 050), as the page and the e-mails show it. */
export const payByOf = (dueOn: Date | string | null): string | null =>
  dueOn ? formatShortDate(dayString(dueOn)) : null;

type MailQuote = Pick<Quote, "id" | "firstName" | "email">;

/** Queues the invoice's link to the customer ("reminder": the follow-up's wording); returns the outbox id. */
export async function queueInvoiceEmail(
  db: Db,
  quote: MailQuote,
  invoice: Pick<Invoice, "number" | "event" | "amountCents"> & { dueOn: Date | string | null },
  token: string,
  kind: "invoice" | "reminder" = "invoice",
): Promise<string> {
  const reminder = kind === "reminder";
  const body = bodyOf([
    text.intro(quote.firstName),
    reminder ? text.reminderBody : text.body(invoice.event),
    {
      rows: [
        [page.rows.due, invoice.event],
        ...(invoice.dueOn ? [[page.rows.payBy, payByOf(invoice.dueOn)!] as [string, string]] : []),
        [page.rows.amount, formatCents(invoice.amountCents)],
        [page.rows.number, page.reference(quote.id, invoice.number)],
      ],
    },
    { link: siteUrl(invoicePath(token)), label: text.button },
  ]);
  const subject = (reminder ? text.reminderSubject : text.subject)(invoice.number, invoice.amountCents);
  const email = await composeEmail({ subject, ...body });
  return queueCustomerEmail(db, email, { toAddress: quote.email, tag: `invoice-${kind}`, quoteId: quote.id });
}
