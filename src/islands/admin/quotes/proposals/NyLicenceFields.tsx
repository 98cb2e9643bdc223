/**
 * Settings → Contract: New York's local home improvement licences (GBL § 771(1)(a), decision 045):
 * one row per licensing jurisdiction (New York City's DCWP, or a county), its number, added and
 * removed here. A New York job's contract prints the licence of the jurisdiction its ZIP is in, and
 * Send is refused while that jurisdiction has none.
 */
import { useFieldArray, type FieldErrors, type UseFormReturn } from "react-hook-form";
import type { z } from "zod/mini";
import { NY_LICENSING_AREAS } from "../../../../shared/contract/ny-licensing-areas";
import type { contractSettingsSchema } from "../../../../shared/schemas/contract-settings";
import { contractConsoleStrings as text } from "../../../../shared/strings/contract";
import { SelectField, TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";

type Values = z.input<typeof contractSettingsSchema>;
const MAX_LICENCES = 10;
const areaOptions = NY_LICENSING_AREAS.map((area) => ({ value: area, label: text.nyArea(area) }));

export function NyLicenceFields({
  form,
  errors,
  fieldId,
}: {
  form: UseFormReturn<Values>;
  errors: FieldErrors<Values>;
  fieldId: (name: string) => string;
}) {
  const rows = useFieldArray({ control: form.control, name: "nyLicences" });
  const used = new Set(form.watch("nyLicences").map((licence) => licence.county));
  const next = NY_LICENSING_AREAS.find((area) => !used.has(area)) ?? NY_LICENSING_AREAS[0];
  return (
    <fieldset className="grid min-w-0 gap-3 md:col-span-2">
      <legend className="text-base font-semibold text-slate-ink">{text.nyLicences.legend}</legend>
      <p className="text-sm text-slate-mid">{text.nyLicences.hint}</p>
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          className="grid min-w-0 items-end gap-3 rounded-md border border-slate-line p-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <SelectField
            id={fieldId(`nyLicences.${index}.county`)}
            label={text.nyLicences.area(index + 1)}
            options={areaOptions}
            error={errors.nyLicences?.[index]?.county?.message}
            registration={form.register(`nyLicences.${index}.county`)}
          />
          <TextField
            id={fieldId(`nyLicences.${index}.number`)}
            label={text.nyLicences.number(index + 1)}
            error={errors.nyLicences?.[index]?.number?.message}
            registration={form.register(`nyLicences.${index}.number`)}
          />
          <Button variant="secondary" onClick={() => rows.remove(index)}>
            {text.nyLicences.remove(index + 1)}
          </Button>
        </div>
      ))}
      {rows.fields.length < MAX_LICENCES && (
        <div>
          <Button variant="secondary" onClick={() => rows.append({ county: next, number: "" })}>
            {text.nyLicences.add}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
