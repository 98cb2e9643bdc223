/**
 * "Record a payment": a cheque, cash or a bank transfer with its reference and the day it came in.
 * Checked with the API's own schema (payment-form.ts); sent once per opened form (its
 * Idempotency-Key), and the server's refusals show beside their fields.
 */
import { useForm } from "react-hook-form";
import { OFFLINE_METHODS, paymentMethodOptions } from "../../../../shared/payments";
import { paymentConsoleStrings as text } from "../../../../shared/strings/payments";
import { showAllServerErrors } from "../../common/server-errors";
import { SelectField, TextField } from "../../../forms/fields";
import { blankPayment, toOfflinePayment, type PaymentFormModel } from "./payment-form";
import { useRecordPayment } from "./payments.api";
import { AmountField, PaymentsForm, usePaymentsForm } from "./PaymentsForm";

const offlineOptions = paymentMethodOptions.filter((option) =>
  (OFFLINE_METHODS as readonly string[]).includes(option.value),
);

export function RecordPaymentForm({ quoteId, onDone }: { quoteId: number; onDone: () => void }) {
  const form = useForm<PaymentFormModel>({ defaultValues: blankPayment() });
  const { id, key, show, showAll } = usePaymentsForm(form, "method");
  const record = useRecordPayment(quoteId);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((model) => {
    form.clearErrors();
    const { input, errors: found } = toOfflinePayment(model);
    if (!input) return showAll(found);
    record.mutate({ input, key }, { onSuccess: onDone, onError: (error) => showAllServerErrors(error, show) });
  });

  return (
    <PaymentsForm
      id={id}
      texts={[text.recordHeading, text.recordIntro, text.save, text.saving]}
      pending={record.isPending}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <SelectField
        id={`${id}-method`}
        label={text.method}
        required
        options={offlineOptions}
        error={errors.method?.message}
        registration={form.register("method")}
      />
      <AmountField id={id} label={text.amount} error={errors.amount?.message} registration={form.register("amount")} />
      <TextField
        id={`${id}-reference`}
        label={text.reference}
        hint={text.referenceHint}
        autoComplete="off"
        error={errors.reference?.message}
        registration={form.register("reference")}
      />
      <TextField
        id={`${id}-received`}
        label={text.receivedOn}
        type="date"
        required
        error={errors.receivedOn?.message}
        registration={form.register("receivedOn")}
      />
    </PaymentsForm>
  );
}
