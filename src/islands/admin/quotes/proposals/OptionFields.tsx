/**
 * The proposal's options (one, or up to three the customer chooses from), each with its title,
 * description and line items. Each option's total is the customer's (after discount and tax),
 * worked out as the owner types by the same function the server stores. "Duplicate option" puts a
 * copy of an option's lines in a new option right after it (good → better → best).
 */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { formatTaxRate } from "../../../../shared/proposals/money";
import { PROPOSAL_LIMITS } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { TextAreaField, TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { errorAt } from "./field-errors";
import { LineItemFields } from "./LineItemFields";
import { liveOptionTotals } from "./option-totals";
import { BLANK_LINE, parseNumber, type ProposalFormModel } from "./proposal-form";

type Form = UseFormReturn<ProposalFormModel>;

function OptionTotal({ form, index }: { form: Form; index: number }) {
  const model = form.watch();
  const option = model.options[index];
  const totals = option ? liveOptionTotals(model, option) : undefined;
  if (!totals) return <p className="text-sm text-slate-mid">{text.totalsNote}</p>;
  const millipercent = Math.round((parseNumber(model.taxRate) ?? 0) * 1000);
  const rate = millipercent > 0 ? formatTaxRate(millipercent) : "";
  return (
    <div>
      <p className="font-semibold text-slate-ink" data-testid={`option-${index}-total`}>
        {text.total(totals.totalCents)}
      </p>
      <p className="text-sm text-slate-mid">{text.totalParts(totals, rate)}</p>
    </div>
  );
}

export function OptionFields({ form, fieldId }: { form: Form; fieldId: (name: string) => string }) {
  const options = useFieldArray({ control: form.control, name: "options" });
  const errors = form.formState.errors;
  const full = options.fields.length >= PROPOSAL_LIMITS.options;
  const duplicate = (index: number) => {
    const source = form.getValues(`options.${index}`);
    options.insert(
      index + 1,
      { title: "", description: source.description, lineItems: source.lineItems.map((line) => ({ ...line })) },
      { shouldFocus: true, focusName: `options.${index + 1}.title` },
    );
  };
  return (
    <section aria-labelledby={fieldId("options-heading")} className="grid gap-4">
      <div>
        <h3 id={fieldId("options-heading")} className="font-serif text-xl text-slate-ink">
          {text.options}
        </h3>
        <p className="text-sm text-slate-mid">{text.optionsHint}</p>
      </div>
      {options.fields.map((option, index) => (
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
          <LineItemFields form={form} index={index} fieldId={fieldId} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OptionTotal form={form} index={index} />
            <div className="flex flex-wrap gap-2">
              {!full && (
                <Button variant="secondary" onClick={() => duplicate(index)}>
                  {text.duplicateOption(index)}
                </Button>
              )}
              <Button variant="ghost" onClick={() => options.remove(index)}>
                {text.removeOption(index)}
              </Button>
            </div>
          </div>
        </div>
      ))}
      {!full && (
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
