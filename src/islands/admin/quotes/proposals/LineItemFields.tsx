/**
 * One option's line items: work, quantity, unit and unit price per line. Every control's label
 * names its line, so a screen reader user knows which price they are typing. Beside "Add a line",
 * the price book's picker adds a line copied from a saved item in one tap.
 */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { PROPOSAL_LIMITS } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { PriceBookPicker } from "../../price-book/PriceBookPicker";
import { lineFromItem } from "../../price-book/price-book-form";
import { errorAt } from "./field-errors";
import { BLANK_LINE, type ProposalFormModel } from "./proposal-form";

type Form = UseFormReturn<ProposalFormModel>;

export function LineItemFields({
  form,
  index,
  fieldId,
}: {
  form: Form;
  index: number;
  fieldId: (name: string) => string;
}) {
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
        <PriceBookPicker
          option={index}
          onPick={(item) => {
            lines.append(lineFromItem(item), { shouldFocus: false });
            return lines.fields.length;
          }}
        >
          <Button variant="secondary" onClick={() => lines.append({ ...BLANK_LINE })}>
            {text.addLine}
          </Button>
        </PriceBookPicker>
      )}
    </fieldset>
  );
}
