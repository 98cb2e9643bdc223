/**
 * "Refund" on one payment: full (the amount it opens with) or partial. A Stripe payment is refunded
 * through Stripe, a cheque, cash or transfer is recorded. More than is left gets the API's 400 on the
 * amount field. Sent once per opened form (its Idempotency-Key).
 */
import { useForm } from "react-hook-form";
import type { PaymentView } from "../../../../shared/payments";
import { paymentConsoleStrings as text } from "../../../../shared/strings/payments";
import { showAllServerErrors } from "../../common/server-errors";
import { TextField } from "../../../forms/fields";
import { refundModelOf, toRefund, type RefundFormModel } from "./payment-form";
import { useRefundPayment } from "./payments.api";
import { AmountField, PaymentsForm, usePaymentsForm } from "./PaymentsForm";

export function RefundForm({ payment, what, onDone }: { payment: PaymentView; what: string; onDone: () => void }) {
  const form = useForm<RefundFormModel>({ defaultValues: refundModelOf(payment.refundableCents) });
  const { id, key, show, showAll } = usePaymentsForm(form, "amount");
  const refund = useRefundPayment();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((model) => {
    form.clearErrors();
    const { input, errors: found } = toRefund(model);
    if (!input) return showAll(found);
    refund.mutate(
      { paymentId: payment.id, input, key },
      { onSuccess: onDone, onError: (error) => showAllServerErrors(error, show) },
    );
  });

  return (
    <PaymentsForm
      id={id}
      texts={[
        text.refundHeading(what),
        payment.method === "stripe" ? text.refundIntroStripe : text.refundIntroOffline,
        text.refundSave,
        text.refunding,
      ]}
      pending={refund.isPending}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <AmountField
        id={id}
        label={text.refundAmount(payment.refundableCents)}
        error={errors.amount?.message}
        registration={form.register("amount")}
      />
      <TextField
        id={`${id}-reason`}
        label={text.reason}
        autoComplete="off"
        error={errors.reason?.message}
        registration={form.register("reason")}
      />
    </PaymentsForm>
  );
}
