/**
 * "Alerts by text" on the account page (issue 32, item 6): the signed-in admin's US mobile number
 * and when it gets alerts (only while no device has push on, as well as push, or never); checked by
 * the schema the API uses, a refusal shown by its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { AlertsOverview } from "../../../shared/alerts";
import { alertTextsModeOptions } from "../../../shared/alert-texts";
import { textAlertsSchema, type TextAlertsForm, type TextAlertsInput } from "../../../shared/schemas/alert-texts";
import { alertStrings } from "../../../shared/strings/alerts";
import { RadioGroupField, TextField } from "../../forms/fields";
import { SettingsForm, useSettingsForm } from "../common/useSettingsForm";
import { SettingsPanel } from "../common/SettingsPanel";
import { useAlerts, useSaveTextAlerts } from "./alerts.api";

const text = alertStrings.texts;

function TextAlertsSettings({ overview }: { overview: AlertsOverview }) {
  const save = useSaveTextAlerts();
  const { form, errors, onSubmit, fieldId } = useSettingsForm<TextAlertsForm, TextAlertsInput>(
    zodResolver(textAlertsSchema),
    { phone: overview.texts.phone ?? "", mode: overview.texts.mode },
    save,
    ["phone", "mode"],
  );
  return (
    <SettingsForm
      onSubmit={onSubmit}
      pending={save.isPending}
      labels={{ save: text.save, saving: text.save }}
      className="mt-4 grid gap-5"
    >
      <div className="max-w-xs">
        <TextField
          id={fieldId("phone")}
          label={text.phone}
          hint={text.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          registration={form.register("phone")}
        />
      </div>
      <RadioGroupField
        id={fieldId("mode")}
        legend={text.mode}
        options={alertTextsModeOptions}
        stacked
        defaultValue={overview.texts.mode}
        error={errors.mode?.message}
        registration={form.register("mode")}
      />
    </SettingsForm>
  );
}

export function TextAlertsPanel() {
  return (
    <SettingsPanel title={text.title} intro={text.intro} settings={useAlerts()}>
      {(overview) => <TextAlertsSettings overview={overview} />}
    </SettingsPanel>
  );
}
