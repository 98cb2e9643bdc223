/**
 * The quote's invoices (issue 31 item 5, decision 049): one per payment of the signed contract's
 * schedule, each with its state, the customer's page, and one tap to send it when its event happens.
 * Shows nothing until the proposal is signed.
 */
import { formatShortDate } from "../../../../shared/format";
import { invoiceStatusOptions } from "../../../../shared/invoices";
import { labelFor } from "../../../../shared/options";
import { formatCents } from "../../../../shared/proposals/money";
import { invoiceConsoleStrings as text } from "../../../../shared/strings/invoices";
import { Badge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { LoadError } from "../../common/LoadError";
import { Panel } from "../../common/Panel";
import { useState } from "react";
import { useQuoteInvoices, useSendInvoice } from "./invoices.api";
import { AlsoByText } from "../AlsoByText";

export function InvoicesPanel({ quoteId }: { quoteId: number }) {
  const list = useQuoteInvoices(quoteId);
  const send = useSendInvoice(quoteId);
  const [byText, setByText] = useState(false);
  // One key per tap: a double tap or a retry of it sends once; the next tap (Send again) gets a new one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (list.isPending || (list.data && list.data.invoices.length === 0)) return null;
  if (list.isError) return <LoadError error={list.error} />;
  const { invoices, paidCents, balanceCents } = list.data;
  return (
    <Panel id="quote-invoices" title={text.heading}>
      <p className="mt-2 text-sm text-slate-mid">{text.intro}</p>
      {balanceCents !== null && (
        <p className="mt-2 text-sm font-semibold">{text.balance(formatCents(paidCents), formatCents(balanceCents))}</p>
      )}
      <div className="mt-3">
        <AlsoByText quoteId={quoteId} checked={byText} onChange={setByText} />
      </div>
      <ul className="mt-4 grid gap-3">
        {invoices.map((invoice) => {
          const tone = invoiceStatusOptions.find((option) => option.value === invoice.status)?.tone;
          const sendable = invoice.status === "draft" || invoice.status === "sent";
          return (
            <li key={invoice.id} className="flex flex-wrap items-center gap-3 rounded-md border border-slate-line p-3">
              <span className="min-w-0 flex-1 basis-56 [overflow-wrap:anywhere]">
                <span className="block font-semibold">
                  {invoice.number}. {invoice.event} · {formatCents(invoice.amountCents)}
                </span>
                <span className="block text-sm text-slate-mid">
                  {invoice.paidAt
                    ? text.paid(formatShortDate(invoice.paidAt))
                    : invoice.sentAt
                      ? text.sent(formatShortDate(invoice.sentAt))
                      : null}
                  {invoice.url && invoice.status !== "draft" && (
                    <a className="ml-2 underline" href={invoice.url} target="_blank" rel="noreferrer">
                      {text.copyLink}
                    </a>
                  )}
                </span>
                {!invoice.paidAt && invoice.receivedCents > 0 && invoice.status !== "cancelled" && (
                  <span className="block text-sm text-slate-mid">
                    {text.partlyPaid(formatCents(invoice.receivedCents), formatCents(invoice.amountCents))}
                  </span>
                )}
              </span>
              <Badge tone={tone}>{labelFor(invoiceStatusOptions, invoice.status)}</Badge>
              {sendable && (
                <Button
                  variant={invoice.status === "sent" ? "secondary" : "primary"}
                  disabled={send.isPending}
                  onClick={() =>
                    send.mutate({ id: invoice.id, byText, key }, { onSuccess: () => setKey(crypto.randomUUID()) })
                  }
                  aria-label={`${invoice.status === "sent" ? text.resend : text.send}: ${text.invoiceLabel(invoice.number)}`}
                >
                  {invoice.status === "sent" ? text.resend : text.send}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
