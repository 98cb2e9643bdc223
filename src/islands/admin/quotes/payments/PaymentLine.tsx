/** One payment in the panel: amount, purpose, method, state, day, reference, its refunds and "Refund". */
import { useRef, useState } from "react";
import { formatShortDate } from "../../../../shared/format";
import { paymentStateOptions, type PaymentView } from "../../../../shared/payments";
import { formatCents } from "../../../../shared/proposals/money";
import { paymentConsoleStrings as text } from "../../../../shared/strings/payments";
import { OptionBadge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { RefundForm } from "./RefundForm";

const stateOption = (payment: PaymentView) => paymentStateOptions.find((option) => option.value === payment.state)!;
/** The day it was received (offline), paid (online), or asked for (not paid yet). */
const dayOf = (payment: PaymentView) => payment.receivedOn ?? payment.paidAt ?? payment.createdAt;

export function PaymentLine({ payment, onlinePayments }: { payment: PaymentView; onlinePayments: boolean }) {
  const [refunding, setRefunding] = useState(false);
  const refundButton = useRef<HTMLButtonElement>(null);
  const what = `${text.purpose[payment.purpose].toLowerCase()} ${formatCents(payment.amountCents)}`;
  const canRefund = payment.refundableCents > 0 && (payment.method !== "stripe" || onlinePayments);
  const close = () => {
    setRefunding(false);
    requestAnimationFrame(() => refundButton.current?.focus());
  };
  return (
    <li className="grid gap-2 rounded-md border border-slate-line p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-ink">
          {text.purpose[payment.purpose]} · {formatCents(payment.amountCents)}
        </span>
        <OptionBadge option={stateOption(payment)} />
      </div>
      <p className="[overflow-wrap:anywhere] text-slate-mid">
        {payment.methodLabel} · {formatShortDate(dayOf(payment))}
        {payment.reference && ` · ${text.columns.reference}: ${payment.reference}`}
      </p>
      {payment.state === "processing" && <p className="text-slate-mid">{text.processingNote}</p>}
      {payment.flag && <p className="font-semibold text-red-800">{payment.flag}</p>}
      {payment.refunds.length > 0 && (
        <ul className="grid gap-1">
          {payment.refunds
            .filter((refund) => refund.status !== "failed")
            .map((refund) => (
              <li key={refund.id} className="[overflow-wrap:anywhere]">
                {text.refundLine(refund.amountCents, formatShortDate(refund.createdAt), refund.status === "pending")}
                {refund.reason && ` · ${refund.reason}`}
              </li>
            ))}
        </ul>
      )}
      {refunding ? (
        <RefundForm payment={payment} what={what} onDone={close} />
      ) : (
        canRefund && (
          <div>
            <Button
              ref={refundButton}
              variant="ghost"
              onClick={() => setRefunding(true)}
              aria-label={text.refundAria(what)}
            >
              {text.refund}
            </Button>
          </div>
        )
      )}
    </li>
  );
}
