/**
 * Settings → Payment schedule (decision 051): the default steps of a contract's payments, each due on an event
 * and a percent, a fixed amount or the balance (last). Checked by the schema the API uses (payment-schedule-form.ts);
 * a refusal from the server on the whole schedule is shown above the list.
 */
import { useId } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { SCHEDULE_LIMITS, type PaymentSchedule } from "../../../../shared/schemas/payment-schedule";
import { paymentScheduleStrings as text } from "../../../../shared/strings/payment-schedule";
import { SelectField, TextField } from "../../../forms/fields";
import { Button } from "../../../ui/Button";
import { SubmitButton } from "../../../ui/SubmitButton";
import { SettingsPanel } from "../../common/SettingsPanel";
import { showServerErrors } from "../../common/server-errors";
import { usePaymentSchedule, useSavePaymentSchedule } from "./payment-schedule.api";
import { scheduleResolver, toModel, type ScheduleModel } from "./payment-schedule-form";

const KINDS = (["percent", "amount", "balance"] as const).map((value) => ({ value, label: text.kinds[value] }));

function ScheduleForm({ schedule }: { schedule: PaymentSchedule }) {
  const id = useId();
  const save = useSavePaymentSchedule();
  const form = useForm<ScheduleModel, unknown, PaymentSchedule>({
    resolver: scheduleResolver,
    defaultValues: toModel(schedule),
  });
  const steps = useFieldArray({ control: form.control, name: "steps" });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset(toModel(stored)),
      onError: (error) => showServerErrors(error, ["steps"], (name, message) => form.setError(name, { message })),
    }),
  );
  const kinds = form.watch("steps").map((step) => step.kind);
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5">
      <datalist id={`${id}-events`}>
        {text.events.map((event) => (
          <option key={event} value={event} />
        ))}
      </datalist>
      {errors.steps?.root?.message || errors.steps?.message ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errors.steps.root?.message ?? errors.steps.message}
        </p>
      ) : null}
      <ol className="grid gap-4">
        {steps.fields.map((field, index) => {
          const step = errors.steps?.[index];
          return (
            <li key={field.id}>
              <fieldset className="grid grid-cols-1 items-end gap-3 rounded-md border border-slate-light p-3 sm:grid-cols-[1fr_12rem_9rem_auto]">
                <legend className="px-1 font-semibold text-slate-ink">{text.step(index + 1)}</legend>
                <TextField
                  id={`${id}-event-${index}`}
                  label={text.event}
                  list={`${id}-events`}
                  error={step?.event?.message}
                  registration={form.register(`steps.${index}.event`)}
                />
                <SelectField
                  id={`${id}-kind-${index}`}
                  label={text.kind}
                  options={KINDS}
                  error={step?.kind?.message}
                  registration={form.register(`steps.${index}.kind`)}
                />
                <TextField
                  id={`${id}-value-${index}`}
                  label={text.value}
                  inputMode="decimal"
                  disabled={kinds[index] === "balance"}
                  error={step?.value?.message}
                  registration={form.register(`steps.${index}.value`)}
                />
                <Button
                  variant="ghost"
                  className="mb-1"
                  onClick={() => steps.remove(index)}
                  disabled={steps.fields.length === 1}
                >
                  <span aria-hidden="true">✕</span>
                  <span className="sr-only">{text.removeStep(index + 1)}</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={steps.fields.length >= SCHEDULE_LIMITS.steps}
          onClick={() => steps.insert(Math.max(0, steps.fields.length - 1), { event: "", kind: "percent", value: "" })}
        >
          {text.addStep}
        </Button>
        <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />
      </div>
    </form>
  );
}

export function PaymentScheduleForm() {
  return (
    <SettingsPanel title={text.heading} intro={text.intro} settings={usePaymentSchedule()}>
      {(schedule) => <ScheduleForm schedule={schedule} />}
    </SettingsPanel>
  );
}
