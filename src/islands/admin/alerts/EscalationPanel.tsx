/**
 * When nobody answers a lead (decision 039): the business minutes before it alerts again, and a
 * second admin to alert as well; checked by the schema the API uses, a refusal shown by its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { AlertsOverview } from "../../../shared/alerts";
import { alertSettingsSchema, type AlertSettingsForm, type AlertSettingsInput } from "../../../shared/schemas/alerts";
import { alertStrings } from "../../../shared/strings/alerts";
import { SelectField, TextField } from "../../forms/fields";
import { SubmitButton } from "../../ui/SubmitButton";
import { SettingsPanel } from "../common/SettingsPanel";
import { showServerErrors } from "../common/server-errors";
import { useAlerts, useSaveAlertSettings } from "./alerts.api";

const text = alertStrings.escalation;
const NOBODY = "";

function EscalationForm({ overview }: { overview: AlertsOverview }) {
  const id = useId();
  const save = useSaveAlertSettings();
  const form = useForm<AlertSettingsForm, unknown, AlertSettingsInput>({
    resolver: zodResolver(alertSettingsSchema),
    defaultValues: {
      escalationMinutes: overview.settings.escalationMinutes,
      escalationAdminId: overview.settings.escalationAdminId ?? NOBODY,
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((settings) => {
    save.mutate(settings, {
      onError: (error) =>
        showServerErrors(error, ["escalationMinutes", "escalationAdminId"] as const, (name, message) =>
          form.setError(name, { type: "server", message }),
        ),
    });
  });
  return (
    <form noValidate className="mt-4 grid gap-5" onSubmit={onSubmit}>
      <div className="max-w-xs">
        <TextField
          id={`${id}-minutes`}
          label={text.minutes}
          required
          type="number"
          inputMode="numeric"
          min={5}
          max={480}
          step={1}
          error={errors.escalationMinutes?.message}
          registration={form.register("escalationMinutes", { valueAsNumber: true })}
        />
      </div>
      <div className="max-w-sm">
        <SelectField
          id={`${id}-admin`}
          label={text.secondAdmin}
          options={[
            { value: NOBODY, label: text.nobody },
            ...overview.admins.map((admin) => ({ value: admin.id, label: admin.name })),
          ]}
          error={errors.escalationAdminId?.message}
          registration={form.register("escalationAdminId")}
        />
      </div>
      <div>
        <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.save} />
      </div>
    </form>
  );
}

export function EscalationPanel() {
  return (
    <SettingsPanel title={text.title} intro={text.intro} settings={useAlerts()}>
      {(overview) => <EscalationForm overview={overview} />}
    </SettingsPanel>
  );
}
