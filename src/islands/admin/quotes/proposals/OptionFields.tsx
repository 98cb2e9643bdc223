/**
 * The proposal's options (one, or up to three the customer chooses from), each with its title,
 * description and line items. Every control has a label naming its option and line, so a screen
 * reader user knows which price they are typing; each option's total is the server's, from the
 * last save.
 */
import { useFieldArray, type FieldErrors, type UseFormReturn } from "react-hook-form";
import type { PricedOption } from "../../../../shared/proposals/document";
import { PROPOSAL_LIMITS } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { TextAreaField, TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { BLANK_LINE, type ProposalFormModel } from "./proposal-form";

type Form = UseFormReturn<ProposalFormModel>;

/** The message at a dotted path of react-hook-form's errors. */
export function errorAt(errors: FieldErrors<ProposalFormModel>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

function LineItems({ form, index, fieldId }: { form: Form; index: number; fieldId: (name: string) => string }) {
  const lines = useFieldArray({ control: form.control, name: `options.${index}.lineItems` });
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-ink">{text.lines(index)}</legend>
      {lines.fields.map((line, row) => {
        const path = `options.${index}.lineItems.${row}` as const;
        return (
          <div
            key={line.id}
            className="grid gap-2 rounded-md border border-slate-line p-3 sm:grid-cols-[1fr_6rem_6rem_8rem_auto]"
          >
            <TextField
              id={fieldId(`${path}.description`)}
              label={text.line.description(row)}
              error={errorAt(errors, `${path}.description`)}
              registration={form.register(`${path}.description`)}
            />
            <TextField
              id={fieldId(`${path}.quantity`)}
              label={text.line.quantity(row)}
              inputMode="decimal"
              error={errorAt(errors, `${path}.quantity`)}
              registration={form.register(`${path}.quantity`)}
            />
            <TextField
              id={fieldId(`${path}.unit`)}
              label={text.line.unit(row)}
              error={errorAt(errors, `${path}.unit`)}
              registration={form.register(`${path}.unit`)}
            />
            <TextField
              id={fieldId(`${path}.price`)}
              label={text.line.price(row)}
              inputMode="decimal"
              error={errorAt(errors, `${path}.price`)}
              registration={form.register(`${path}.price`)}
            />
            <div className="flex items-end">
              <Button variant="ghost" aria-label={text.line.remove(row)} onClick={() => lines.remove(row)}>
                ×
              </Button>
            </div>
          </div>
        );
      })}
      {lines.fields.length < PROPOSAL_LIMITS.lineItems && (
        <div>
          <Button variant="secondary" onClick={() => lines.append({ ...BLANK_LINE })}>
            {text.addLine}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

interface OptionFieldsProps {
  form: Form;
  fieldId: (name: string) => string;
  /** The options as priced by the server at the last save, by id. */
  priced: readonly PricedOption[];
}

export function OptionFields({ form, fieldId, priced }: OptionFieldsProps) {
  const options = useFieldArray({ control: form.control, name: "options" });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby={fieldId("options-heading")} className="grid gap-4">
      <div>
        <h3 id={fieldId("options-heading")} className="font-serif text-xl text-slate-ink">
          {text.options}
        </h3>
        <p className="text-sm text-slate-mid">{text.optionsHint}</p>
      </div>
      {options.fields.map((option, index) => {
        const totals = priced.find((candidate) => candidate.id === form.getValues(`options.${index}.id`))?.totals;
        return (
          <div key={option.id} className="grid gap-3 rounded-lg border border-slate-line bg-paper p-3 sm:p-4">
            <TextField
              id={fieldId(`options.${index}.title`)}
              label={text.optionTitle(index)}
              error={errorAt(errors, `options.${index}.title`)}
              registration={form.register(`options.${index}.title`)}
            />
            <TextAreaField
              id={fieldId(`options.${index}.description`)}
              label={text.optionDescription(index)}
              rows={2}
              error={errorAt(errors, `options.${index}.description`)}
              registration={form.register(`options.${index}.description`)}
            />
            <LineItems form={form} index={index} fieldId={fieldId} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-ink" aria-live="polite">
                {totals ? text.total(totals.totalCents) : text.totalsNote}
              </p>
              <Button variant="ghost" onClick={() => options.remove(index)}>
                {text.removeOption(index)}
              </Button>
            </div>
          </div>
        );
      })}
      {options.fields.length < PROPOSAL_LIMITS.options && (
        <div>
          <Button
            variant="secondary"
            onClick={() => options.append({ title: "", description: "", lineItems: [{ ...BLANK_LINE }] })}
          >
            {text.addOption}
          </Button>
        </div>
      )}
    </section>
  );
}
