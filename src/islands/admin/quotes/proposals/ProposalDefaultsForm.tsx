/**
 * Settings: the terms, warranty and days valid that every new proposal starts with, checked by the
 * schema the API uses; a refusal from the server is shown beside its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { PROPOSAL_LIMITS, proposalDefaultsSchema, type ProposalDefaults } from "../../../../shared/schemas/proposal";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { TextAreaField, TextField } from "../../../forms/fields";
import { SubmitButton } from "../../../ui/SubmitButton";
import { SettingsPanel } from "../../common/SettingsPanel";
import { showServerErrors } from "../../common/server-errors";
import { useProposalDefaults, useSaveProposalDefaults } from "./proposals.api";

const text = proposalConsoleStrings.defaults;
const FIELDS = ["terms", "warranty", "validDays"] as const;
type Values = z.input<typeof proposalDefaultsSchema>;

function DefaultsForm({ defaults }: { defaults: ProposalDefaults }) {
  const id = useId();
  const form = useForm<Values, unknown, ProposalDefaults>({
    resolver: zodResolver(proposalDefaultsSchema),
    defaultValues: defaults,
  });
  const save = useSaveProposalDefaults();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved),
      onError: (error) =>
        showServerErrors(error, FIELDS, (name, message) => form.setError(name, { type: "server", message })),
    }),
  );

  return (
    <form noValidate className="mt-4 grid gap-5" onSubmit={onSubmit}>
      {(["terms", "warranty"] as const).map((name) => (
        <TextAreaField
          key={name}
          id={`${id}-${name}`}
          label={proposalConsoleStrings[name]}
          rows={8}
          maxLength={PROPOSAL_LIMITS[name]}
          error={errors[name]?.message}
          registration={form.register(name)}
        />
      ))}
      <div className="max-w-xs">
        <TextField
          id={`${id}-validDays`}
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
      <div>
        <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />
      </div>
    </form>
  );
}

export function ProposalDefaultsForm() {
  return (
    <SettingsPanel title={text.heading} intro={text.intro} settings={useProposalDefaults()}>
      {(defaults) => <DefaultsForm defaults={defaults} />}
    </SettingsPanel>
  );
}
