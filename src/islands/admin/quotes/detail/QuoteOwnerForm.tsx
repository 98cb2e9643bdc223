/**
 * The owner's own fields of a quote in one form: private notes, estimated value, who it is
 * assigned to and the scheduled day. Validated by the same zod schema as the API; a field the
 * server refuses shows its message beside it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../../shared/api";
import { isoDate } from "../../../../shared/format";
import type { AdminQuote } from "../../../../shared/schemas/admin";
import {
  decimalToMoney,
  QUOTE_NOTES_MAX,
  quoteDetailsSchema,
  type QuoteDetailsInput,
} from "../../../../shared/schemas/quote-desk";
import { quoteDeskStrings } from "../../../../shared/strings/quotes";
import { SelectField, TextAreaField, TextField } from "../../../forms/fields";
import { SubmitButton } from "../../../ui/SubmitButton";
import { useAssignees, useSaveQuoteDetails } from "../quotes.api";

const text = quoteDeskStrings.owner;

const valuesOf = (quote: AdminQuote): QuoteDetailsInput => ({
  notes: quote.notes ?? "",
  estimatedValue: decimalToMoney(quote.estimatedValue),
  assignedTo: quote.assignedTo ?? "",
  scheduledDate: quote.scheduledDate ? isoDate(quote.scheduledDate) : "",
});

export function QuoteOwnerForm({ quote }: { quote: AdminQuote }) {
  const id = useId();
  const assignees = useAssignees();
  const save = useSaveQuoteDetails(quote.id);
  const form = useForm<QuoteDetailsInput>({
    resolver: zodResolver(quoteDetailsSchema),
    values: valuesOf(quote),
    // A refetch (say, after a status change) must not wipe what the admin is typing.
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((details) =>
    save.mutate(details, {
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          if (name in details) form.setError(name as keyof QuoteDetailsInput, { message });
        }
      },
    }),
  );
  const people = assignees.data ?? [];
  const options = people.map((person) => ({ value: person.id, label: person.name }));
  if (quote.assignedTo && !people.some((person) => person.id === quote.assignedTo)) {
    options.push({ value: quote.assignedTo, label: quote.assignedTo });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${id}-notes`}
          label={text.notes}
          hint={text.notesHint}
          rows={4}
          maxLength={QUOTE_NOTES_MAX}
          error={errors.notes?.message}
          registration={form.register("notes")}
        />
      </div>
      <TextField
        id={`${id}-value`}
        label={text.estimatedValue}
        hint={text.estimatedValueHint}
        inputMode="decimal"
        autoComplete="off"
        error={errors.estimatedValue?.message}
        registration={form.register("estimatedValue")}
      />
      <TextField
        id={`${id}-date`}
        label={text.scheduledDate}
        type="date"
        error={errors.scheduledDate?.message}
        registration={form.register("scheduledDate")}
      />
      <SelectField
        id={`${id}-assignee`}
        label={text.assignedTo}
        placeholder={text.nobody}
        options={options}
        error={errors.assignedTo?.message}
        registration={form.register("assignedTo")}
      />
      <div className="flex items-end justify-end">
        <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />
      </div>
    </form>
  );
}
