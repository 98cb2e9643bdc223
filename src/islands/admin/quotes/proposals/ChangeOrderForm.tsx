/**
 * A new change order on a signed contract: what changes and why, the contract's lines edited with
 * the proposal builder's line items (and price book), the dates if they move, the new total shown
 * while typing. Sent once per opened form (its Idempotency-Key); the server's refusals show beside
 * their fields.
 */
import { useId, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { ApiError } from "../../../../shared/api";
import type { ContractHistory } from "../../../../shared/proposals/change-order";
import { optionTotals } from "../../../../shared/proposals/money";
import { changeOrderStrings } from "../../../../shared/strings/change-orders";
import { TextAreaField, TextField } from "../../../forms/fields";
import { SubmitOrClose } from "../../../ui/SubmitButton";
import { changeOrderModel, formPathOfChangeOrder, toChangeOrder } from "./change-order-form";
import { useIssueChangeOrder } from "./change-orders.api";
import { errorAt } from "./field-errors";
import { LineItemFields } from "./LineItemFields";
import type { ProposalFormModel } from "./proposal-form";

const text = changeOrderStrings.console;

export function ChangeOrderForm({ history, onDone }: { history: ContractHistory; onDone: () => void }) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<ProposalFormModel>({ defaultValues: changeOrderModel(history.current) });
  const issue = useIssueChangeOrder(history.proposalId);
  const lines = useWatch({ control: form.control, name: "options.0.lineItems" });
  const preview = toChangeOrder({ ...form.getValues(), options: [{ title: "", description: "", lineItems: lines }] });
  const errors = form.formState.errors;
  const show = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields))
      form.setError(path as FieldPath<ProposalFormModel>, { message });
  };

  const onSubmit = form.handleSubmit((model) => {
    form.clearErrors();
    const { input, errors: found } = toChangeOrder(model);
    if (!input) return show(found);
    issue.mutate(
      { input, key },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          show(
            Object.fromEntries(
              Object.entries(error.fields).map(([path, message]) => [formPathOfChangeOrder(path), message]),
            ),
          );
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-md border border-slate-line p-3"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-ink">
        {text.formHeading}
      </h3>
      <p className="text-sm text-slate-mid">{text.formIntro}</p>
      <TextAreaField
        id={fieldId("coverNote")}
        label={text.note}
        rows={3}
        required
        error={errors.coverNote?.message}
        registration={form.register("coverNote")}
      />
      <LineItemFields form={form} index={0} fieldId={fieldId} />
      {errorAt(errors, "options.0.lineItems") && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {errorAt(errors, "options.0.lineItems")}
        </p>
      )}
      {preview.input && (
        <p className="font-semibold text-slate-ink" aria-live="polite">
          {text.newTotal(optionTotals(preview.input.lineItems, { ...history.pricing, deposit: null }).totalCents)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId("startDate")}
          label={text.startDate}
          error={errors.startDate?.message}
          registration={form.register("startDate")}
        />
        <TextField
          id={fieldId("completionDate")}
          label={text.completionDate}
          error={errors.completionDate?.message}
          registration={form.register("completionDate")}
        />
      </div>
      <SubmitOrClose
        pending={issue.isPending}
        label={text.send}
        pendingLabel={text.sending}
        closeLabel={text.cancel}
        closeVariant="ghost"
        onClose={onDone}
      />
    </form>
  );
}
