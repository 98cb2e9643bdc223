/**
 * The frame both payments forms share: a bordered form named by its heading, an intro, the fields,
 * then the submit button (which says it is working and takes no second click) and Cancel. The hook
 * keeps one Idempotency-Key per opened form, focuses its first field, and puts a message (the
 * form's own or the server's, named by API field) on the field it belongs to.
 */
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { paymentConsoleStrings as text } from "../../../../shared/strings/payments";
import { TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { SubmitButton } from "../../../ui/SubmitButton";
import { formFieldOf } from "./payment-form";

export function usePaymentsForm<M extends FieldValues>(form: UseFormReturn<M>, first: FieldPath<M>) {
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  useEffect(() => form.setFocus(first), [form, first]);
  const show = (name: string, message: string) => form.setError(formFieldOf(name) as FieldPath<M>, { message });
  const showAll = (errors: Record<string, string | undefined>) =>
    Object.entries(errors).forEach(([name, message]) => message && show(name, message));
  return { id, key, show, showAll };
}

interface Props {
  id: string;
  /** Its heading, intro, and the submit button's label and its label while working. */
  texts: readonly [title: string, intro: string, label: string, pendingLabel: string];
  pending: boolean;
  onSubmit: ComponentProps<"form">["onSubmit"];
  onCancel: () => void;
  children: ReactNode;
}

/** The amount in dollars, as both forms ask it. */
export function AmountField({ id, label, error, registration }: AmountProps) {
  return (
    <TextField
      id={`${id}-amount`}
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      error={error}
      registration={registration}
    />
  );
}
type AmountProps = { id: string; label: string; error?: string; registration: UseFormRegisterReturn };

export function PaymentsForm({ id, texts, pending, ...props }: Props) {
  const [title, intro, label, pendingLabel] = texts;
  return (
    <form
      noValidate
      onSubmit={props.onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-md border border-slate-line p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-ink">
        {title}
      </h3>
      <p className="text-sm text-slate-mid">{intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
        <Button variant="ghost" onClick={props.onCancel}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
