/**
 * The quote's payments (issue 31 item 7, decision 046): the contract total, what was paid (less
 * refunds) and the balance due, every payment with its state ("Processing (bank)" while ACH
 * settles) and refunds, "Record a payment" for a cheque, cash or transfer, and "Refund" on a paid one.
 */
import { useRef, useState } from "react";
import { formatCents } from "../../../../shared/proposals/money";
import { paymentConsoleStrings as text } from "../../../../shared/strings/payments";
import { Button } from "../../../ui/Button";
import { LoadError } from "../../common/LoadError";
import { Panel } from "../../common/Panel";
import { PaymentLine } from "./PaymentLine";
import { useQuotePayments } from "./payments.api";
import { RecordPaymentForm } from "./RecordPaymentForm";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid">
      <dt className="text-sm text-slate-mid">{label}</dt>
      <dd className="font-semibold text-slate-ink">{value}</dd>
    </div>
  );
}

export function PaymentsPanel({ quoteId }: { quoteId: number }) {
  const payments = useQuotePayments(quoteId);
  const [recording, setRecording] = useState(false);
  const recordButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setRecording(false);
    requestAnimationFrame(() => recordButton.current?.focus());
  };
  const data = payments.data;
  return (
    <Panel id="quote-payments" title={text.heading}>
      {payments.isError && <LoadError error={payments.error} />}
      {data && (
        <div className="mt-4 grid gap-4">
          <dl className="grid grid-cols-3 gap-3">
            <Figure
              label={text.total}
              value={
                data.totalCents !== null
                  ? formatCents(data.totalCents)
                  : data.cancelled
                    ? text.cancelledTotal
                    : text.noTotal
              }
            />
            <Figure label={text.paid} value={formatCents(data.paidCents)} />
            <Figure label={text.balance} value={data.balanceCents === null ? "–" : formatCents(data.balanceCents)} />
          </dl>
          {data.payments.length === 0 ? (
            <p className="text-sm text-slate-mid">{text.none}</p>
          ) : (
            <ul aria-label={text.listCaption} className="grid gap-2">
              {data.payments.map((payment) => (
                <PaymentLine key={payment.id} payment={payment} onlinePayments={data.onlinePayments} />
              ))}
            </ul>
          )}
          {recording ? (
            <RecordPaymentForm quoteId={quoteId} onDone={close} />
          ) : (
            <div>
              <Button ref={recordButton} onClick={() => setRecording(true)}>
                {text.record}
              </Button>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
