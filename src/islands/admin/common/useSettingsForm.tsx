/**
 * A settings form of the console: react-hook-form checked by the schema the API uses, saved by its
 * mutation (the form then holds what the server stored), and a refusal from the server shown beside
 * its field. `SettingsForm` draws the form with its one save button.
 */
import type { UseMutationResult } from "@tanstack/react-query";
import { useId, type FormEvent, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from "react-hook-form";
import { SubmitButton } from "../../ui/SubmitButton";
import { showServerErrors } from "./server-errors";

export function useSettingsForm<Values extends FieldValues, Saved extends FieldValues>(
  resolver: Resolver<Values, unknown, Saved>,
  saved: Saved,
  save: UseMutationResult<Saved, Error, Saved>,
  fields: readonly FieldPath<Values>[],
) {
  const id = useId();
  const form = useForm<Values, unknown, Saved>({ resolver, defaultValues: saved as unknown as DefaultValues<Values> });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset(stored as unknown as Values),
      onError: (error) =>
        showServerErrors(error, fields, (name, message) => form.setError(name, { type: "server", message })),
    }),
  );
  return { form, errors: form.formState.errors, onSubmit, fieldId: (name: string) => `${id}-${name}` };
}

interface FormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  labels: { save: string; saving: string };
  className: string;
  children: ReactNode;
}

export function SettingsForm({ onSubmit, pending, labels, className, children }: FormProps) {
  return (
    <form noValidate className={className} onSubmit={onSubmit}>
      {children}
      <div>
        <SubmitButton pending={pending} label={labels.save} pendingLabel={labels.saving} />
      </div>
    </form>
  );
}
