/**
 * The proposal's optional sections: a heading and a text each, shown to the customer under the
 * cover note in this order. Added and removed here; each control names its section.
 */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { PROPOSAL_LIMITS } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings as text } from "../../../../shared/strings/proposal-console";
import { TextAreaField, TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { errorAt } from "./field-errors";
import type { ProposalFormModel } from "./proposal-form";

interface Props {
  form: UseFormReturn<ProposalFormModel>;
  fieldId: (name: string) => string;
}

export function SectionFields({ form, fieldId }: Props) {
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby={fieldId("sections-heading")} className="grid gap-3">
      <div>
        <h3 id={fieldId("sections-heading")} className="font-serif text-xl text-slate-ink">
          {text.sections}
        </h3>
        <p className="text-sm text-slate-mid">{text.sectionsHint}</p>
      </div>
      {sections.fields.map((section, index) => (
        <div key={section.id} className="grid gap-3 rounded-lg border border-slate-line p-3 sm:p-4">
          <TextField
            id={fieldId(`sections.${index}.heading`)}
            label={text.sectionHeading(index)}
            maxLength={PROPOSAL_LIMITS.sectionHeading}
            error={errorAt(errors, `sections.${index}.heading`)}
            registration={form.register(`sections.${index}.heading`)}
          />
          <TextAreaField
            id={fieldId(`sections.${index}.body`)}
            label={text.sectionBody(index)}
            rows={3}
            maxLength={PROPOSAL_LIMITS.sectionBody}
            error={errorAt(errors, `sections.${index}.body`)}
            registration={form.register(`sections.${index}.body`)}
          />
          <div>
            <Button variant="ghost" onClick={() => sections.remove(index)}>
              {text.removeSection(index)}
            </Button>
          </div>
        </div>
      ))}
      {sections.fields.length < PROPOSAL_LIMITS.sections && (
        <div>
          <Button variant="secondary" onClick={() => sections.append({ heading: "", body: "" })}>
            {text.addSection}
          </Button>
        </div>
      )}
    </section>
  );
}
