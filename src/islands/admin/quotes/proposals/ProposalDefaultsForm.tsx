/**
 * Settings: the terms, warranty and days valid that every new proposal starts with, checked by the
 * schema the API uses; a refusal from the server is shown beside its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { PROPOSAL_LIMITS, proposalDefaultsSchema, type ProposalDefaults } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { TextAreaField, TextField } from "../../../forms/fields";
import { SettingsPanel } from "../../common/SettingsPanel";
import { SettingsForm, useSettingsForm } from "../../common/useSettingsForm";
import { useProposalDefaults, useSaveProposalDefaults } from "./proposals.api";

const text = proposalConsoleStrings.defaults;
const FIELDS = ["terms", "warranty", "validDays"] as const;
type Values = z.input<typeof proposalDefaultsSchema>;

function DefaultsForm({ defaults }: { defaults: ProposalDefaults }) {
  const save = useSaveProposalDefaults();
  const { form, errors, onSubmit, fieldId } = useSettingsForm<Values, ProposalDefaults>(
    zodResolver(proposalDefaultsSchema),
    defaults,
    save,
    FIELDS,
  );

  return (
    <SettingsForm className="mt-4 grid gap-5" onSubmit={onSubmit} pending={save.isPending} labels={text}>
      {(["terms", "warranty"] as const).map((name) => (
        <TextAreaField
          key={name}
          id={fieldId(name)}
          label={proposalConsoleStrings[name]}
          rows={8}
          maxLength={PROPOSAL_LIMITS[name]}
          error={errors[name]?.message}
          registration={form.register(name)}
        />
      ))}
      <div className="max-w-xs">
        <TextField
          id={fieldId("validDays")}
          label={text.validDays}
          hint={text.validDaysHint}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={PROPOSAL_LIMITS.validDays}
          step={1}
          error={errors.validDays?.message}
          registration={form.register("validDays", { valueAsNumber: true })}
        />
      </div>
    </SettingsForm>
  );
}

export function ProposalDefaultsForm() {
  return (
    <SettingsPanel title={text.heading} intro={text.intro} settings={useProposalDefaults()}>
      {(defaults) => <DefaultsForm defaults={defaults} />}
    </SettingsPanel>
  );
}
