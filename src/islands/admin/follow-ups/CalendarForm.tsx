/**
 * Settings → business calendar: the local time reminders go at, the holidays (seeded with the
 * federal holidays the business closes for, editable), and the review request (on/off, delay in
 * business days, the review page's address). Checked by the schema the API uses.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useFieldArray, useForm, type FieldPath } from "react-hook-form";
import type { z } from "zod/mini";
import { FOLLOW_UP_LIMITS, followUpSettingsSchema, type FollowUpSettings } from "../../../shared/schemas/follow-ups";
import { followUpStrings } from "../../../shared/strings/follow-ups";
import { TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { SubmitButton } from "../../ui/SubmitButton";
import { Checkbox } from "./Checkbox";
import { showAllServerErrors } from "../common/server-errors";
import { useSaveFollowUpSettings } from "./follow-ups.api";

const text = followUpStrings.settings;
type Values = z.input<typeof followUpSettingsSchema>;

export function CalendarForm({ settings }: { settings: FollowUpSettings }) {
  const id = useId();
  const form = useForm<Values, unknown, FollowUpSettings>({
    resolver: zodResolver(followUpSettingsSchema),
    defaultValues: settings,
  });
  const holidays = useFieldArray({ control: form.control, name: "holidays" });
  const save = useSaveFollowUpSettings();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved),
      onError: (error) =>
        showAllServerErrors(error, (name, message) =>
          form.setError(name as FieldPath<Values>, { type: "server", message }),
        ),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5">
      <div className="max-w-xs">
        <TextField
          id={`${id}-sendAt`}
          label={text.sendAt}
          type="time"
          required
          error={errors.sendAt?.message}
          registration={form.register("sendAt")}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-slate-ink">{text.holidays}</legend>
        <ul className="grid gap-3">
          {holidays.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
              <TextField
                id={`${id}-holiday-${index}-date`}
                label={`${text.holidayDate} ${index + 1}`}
                type="date"
                error={errors.holidays?.[index]?.date?.message}
                registration={form.register(`holidays.${index}.date`)}
              />
              <TextField
                id={`${id}-holiday-${index}-name`}
                label={`${text.holidayName} ${index + 1}`}
                maxLength={FOLLOW_UP_LIMITS.holidayName}
                error={errors.holidays?.[index]?.name?.message}
                registration={form.register(`holidays.${index}.name`)}
              />
              <Button variant="ghost" className="mb-1" onClick={() => holidays.remove(index)}>
                {text.removeHoliday} <span className="sr-only">{`${text.holidayName} ${index + 1}`}</span>
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button variant="secondary" onClick={() => holidays.append({ date: "", name: "" })}>
            {text.addHoliday}
          </Button>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-slate-ink">{text.reviewEnabled}</legend>
        <Checkbox
          id={`${id}-review`}
          label={text.reviewEnabled}
          registration={form.register("reviewRequest.enabled")}
        />
        <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
          <TextField
            id={`${id}-review-delay`}
            label={text.reviewDelay}
            type="number"
            inputMode="numeric"
            min={0}
            max={FOLLOW_UP_LIMITS.reviewDelayDays}
            error={errors.reviewRequest?.delayDays?.message}
            registration={form.register("reviewRequest.delayDays", { valueAsNumber: true })}
          />
          <TextField
            id={`${id}-review-url`}
            label={text.reviewUrl}
            type="url"
            maxLength={FOLLOW_UP_LIMITS.reviewUrl}
            error={errors.reviewRequest?.url?.message}
            registration={form.register("reviewRequest.url")}
          />
        </div>
      </fieldset>
      <div>
        <SubmitButton pending={save.isPending} label={text.saveCalendar} pendingLabel={text.saving} />
      </div>
    </form>
  );
}
