/**
 * Settings → Contract (decision 045): the contractor's facts every contract names, checked by the
 * schema the API uses; a refusal from the server is shown beside its field. New York's licences by
 * county or city (NyLicenceFields); time of the essence, not shown, is sent back as loaded.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { contractSettingsSchema, type ContractSettings } from "../../../../shared/schemas/contract-settings";
import { contractConsoleStrings as text } from "../../../../shared/strings/contract";
import { TextAreaField, TextField } from "../../../forms/fields";
import { SettingsPanel } from "../../common/SettingsPanel";
import { SettingsForm, useSettingsForm } from "../../common/useSettingsForm";
import { useContractSettings, useSaveContractSettings } from "./contract-settings.api";
import { NyLicenceFields } from "./NyLicenceFields";

const LINES = ["legalName", "address", "phone", "njRegistration", "insurer", "insurerPhone", "policyNumber"] as const;
const LICENCE_FIELDS = Array.from({ length: 10 }, (_, index) =>
  (["county", "number"] as const).map((part) => `nyLicences.${index}.${part}` as const),
).flat();
const FIELDS = [...LINES, "contingencies", ...LICENCE_FIELDS] as const;
type Values = z.input<typeof contractSettingsSchema>;

function ContractForm({ settings }: { settings: ContractSettings }) {
  const save = useSaveContractSettings();
  const { form, errors, onSubmit, fieldId } = useSettingsForm<Values, ContractSettings>(
    zodResolver(contractSettingsSchema),
    settings,
    save,
    FIELDS,
  );
  return (
    <SettingsForm className="mt-4 grid gap-5 md:grid-cols-2" onSubmit={onSubmit} pending={save.isPending} labels={text}>
      {LINES.map((name) => (
        <TextField
          key={name}
          id={fieldId(name)}
          label={text.fields[name]}
          error={errors[name]?.message}
          registration={form.register(name)}
        />
      ))}
      <div className="md:col-span-2">
        <TextAreaField
          id={fieldId("contingencies")}
          label={text.fields.contingencies}
          rows={3}
          error={errors.contingencies?.message}
          registration={form.register("contingencies")}
        />
      </div>
      <NyLicenceFields form={form} errors={errors} fieldId={fieldId} />
    </SettingsForm>
  );
}

export function ContractSettingsForm() {
  return (
    <SettingsPanel title={text.heading} intro={text.intro} settings={useContractSettings()}>
      {(settings) => <ContractForm settings={settings} />}
    </SettingsPanel>
  );
}
