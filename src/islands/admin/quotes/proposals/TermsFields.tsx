/**
 * The proposal's money terms (discount, sales tax, deposit: percent or amount), its valid-until day,
 * the contract's approximate start and completion (decision 045), and its terms and warranty texts
 * (filled from the defaults in Settings when the draft was made).
 */
import type { UseFormReturn } from "react-hook-form";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { SelectField, TextAreaField, TextField } from "../../../forms/fields";
import { errorAt } from "./field-errors";
import type { AdjustmentKind, ProposalFormModel } from "./proposal-form";

type Form = UseFormReturn<ProposalFormModel>;

const kinds: { value: AdjustmentKind; label: string }[] = [
  { value: "none", label: text.noAdjustment },
  { value: "percent", label: text.percent },
  { value: "amount", label: text.amount },
];

/** Each adjustment's field label, by how it is given. */
const adjustmentLabels = {
  discount: { percent: text.discountPercent, amount: text.discountAmount },
  deposit: { percent: text.depositPercent, amount: text.depositAmount },
} as const;
type Adjustment = keyof typeof adjustmentLabels;
type TermName = Adjustment | "taxRate" | "validUntil" | "startDate" | "completionDate" | "terms" | "warranty";

/** What each field of the terms takes from its name: its id, its error and its registration. */
function framer(form: Form, fieldId: (name: string) => string) {
  return (name: TermName) => ({
    id: fieldId(name),
    error: errorAt(form.formState.errors, name),
    registration: form.register(name),
  });
}

function AdjustmentFields({
  form,
  fieldId,
  name,
}: {
  form: Form;
  fieldId: (name: string) => string;
  name: Adjustment;
}) {
  const kind = form.watch(`${name}Kind`);
  const label = adjustmentLabels[name][kind === "amount" ? "amount" : "percent"];
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        id={fieldId(`${name}Kind`)}
        label={`${label}: ${text.adjustmentKind.toLowerCase()}`}
        options={kinds}
        registration={form.register(`${name}Kind`)}
      />
      {kind !== "none" && <TextField {...framer(form, fieldId)(name)} label={label} inputMode="decimal" />}
    </div>
  );
}

export function TermsFields({ form, fieldId }: { form: Form; fieldId: (name: string) => string }) {
  const frame = framer(form, fieldId);
  return (
    <>
      <section aria-labelledby={fieldId("pricing-heading")} className="grid gap-3">
        <h3 id={fieldId("pricing-heading")} className="font-serif text-xl text-slate-ink">
          {text.pricing}
        </h3>
        <div className="grid gap-3 lg:grid-cols-3">
          <AdjustmentFields form={form} fieldId={fieldId} name="discount" />
          <TextField {...frame("taxRate")} label={text.taxRate} inputMode="decimal" />
          <AdjustmentFields form={form} fieldId={fieldId} name="deposit" />
        </div>
      </section>
      <TextField {...frame("validUntil")} label={text.validUntil} type="date" />
      {(["startDate", "completionDate"] as const).map((name) => (
        <TextField key={name} {...frame(name)} label={text[name]} />
      ))}
      {(["terms", "warranty"] as const).map((name) => (
        <TextAreaField key={name} {...frame(name)} label={text[name]} rows={5} />
      ))}
    </>
  );
}
