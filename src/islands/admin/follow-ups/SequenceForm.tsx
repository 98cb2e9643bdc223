/**
 * One follow-up sequence in Settings: its name, what starts it, on/off, and its steps (business
 * days after the start, on/off, subject, HTML and plain text with the e-mail templates'
 * placeholders), checked by the schema the API uses; a refusal from the server is shown on its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useFieldArray, useForm, type FieldPath } from "react-hook-form";
import type { z } from "zod/mini";
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX } from "../../../shared/schemas/email-template";
import {
  DEFAULT_STEP_CHANNEL,
  FOLLOW_UP_LIMITS,
  sequenceSchema,
  sequenceTriggers,
  stepChannels,
  type AdminSequence,
  type SequenceInput,
} from "../../../shared/schemas/follow-ups";
import { followUpStrings } from "../../../shared/strings/follow-ups";
import { TEXT_MAX_CHARS } from "../../../shared/text-limits";
import { SelectField, TextAreaField, TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import { SubmitButton } from "../../ui/SubmitButton";
import { Checkbox } from "./Checkbox";
import { showAllServerErrors } from "../common/server-errors";
import { useDeleteSequence, useSaveSequence } from "./follow-ups.api";

const text = followUpStrings.settings;
type Values = z.input<typeof sequenceSchema>;
const triggerOptions = sequenceTriggers.map((value) => ({ value, label: followUpStrings.triggers[value] }));
const channelOptions = stepChannels.map((value) => ({ value, label: text.channels[value] }));

const valuesOf = (sequence: AdminSequence | undefined): Values =>
  sequence
    ? {
        name: sequence.name,
        trigger: sequence.trigger,
        isActive: sequence.isActive,
        steps: sequence.steps.map((step) => ({
          ...step,
          textContent: step.textContent ?? "",
          channel: step.channel ?? DEFAULT_STEP_CHANNEL,
          smsContent: step.smsContent ?? "",
        })),
      }
    : {
        name: text.newSequenceName,
        trigger: "proposal-sent",
        isActive: false,
        steps: [newStep(3)],
      };

function newStep(delayDays: number): Values["steps"][number] {
  return {
    delayDays,
    isActive: true,
    subject: "Following up on your {{projectType}} project",
    htmlContent: "<p>Hello {{firstName}},</p><p></p><p>{{businessName}}</p>",
    textContent: "",
    channel: DEFAULT_STEP_CHANNEL,
    smsContent: "",
  };
}

export function SequenceForm({ sequence, onSaved }: { sequence?: AdminSequence; onSaved?: () => void }) {
  const id = useId();
  const form = useForm<Values, unknown, SequenceInput>({
    resolver: zodResolver(sequenceSchema),
    defaultValues: valuesOf(sequence),
  });
  const steps = useFieldArray({ control: form.control, name: "steps" });
  const save = useSaveSequence(sequence?.id);
  const remove = useDeleteSequence();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved as AdminSequence));
        onSaved?.();
      },
      onError: (error) =>
        showAllServerErrors(error, (name, message) =>
          form.setError(name as FieldPath<Values>, { type: "server", message }),
        ),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={sequence?.name ?? text.newSequenceName} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label={text.name}
          required
          maxLength={FOLLOW_UP_LIMITS.name}
          error={errors.name?.message}
          registration={form.register("name")}
        />
        <SelectField
          id={`${id}-trigger`}
          label={text.trigger}
          options={triggerOptions}
          error={errors.trigger?.message}
          registration={form.register("trigger")}
        />
      </div>
      <Checkbox id={`${id}-active`} label={text.active} registration={form.register("isActive")} />
      {errors.steps?.message && <p className="text-sm text-red-800">{errors.steps.message}</p>}
      <ol className="grid gap-4">
        {steps.fields.map((field, index) => {
          const stepErrors = errors.steps?.[index];
          return (
            <li key={field.id} className="grid gap-3 rounded-md border border-slate-line p-3">
              <fieldset className="grid gap-3">
                <legend className="font-semibold text-slate-ink">{text.step(index + 1)}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    id={`${id}-step-${index}-delay`}
                    label={text.delayDays}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={FOLLOW_UP_LIMITS.delayDays}
                    error={stepErrors?.delayDays?.message}
                    registration={form.register(`steps.${index}.delayDays`, { valueAsNumber: true })}
                  />
                  <div className="self-end pb-3">
                    <Checkbox
                      id={`${id}-step-${index}-active`}
                      label={text.active}
                      registration={form.register(`steps.${index}.isActive`)}
                    />
                  </div>
                </div>
                <SelectField
                  id={`${id}-step-${index}-channel`}
                  label={text.channel}
                  hint={text.channelHint}
                  options={channelOptions}
                  error={stepErrors?.channel?.message}
                  registration={form.register(`steps.${index}.channel`)}
                />
                <TextAreaField
                  id={`${id}-step-${index}-sms`}
                  label={text.sms}
                  rows={2}
                  maxLength={TEXT_MAX_CHARS}
                  error={stepErrors?.smsContent?.message}
                  registration={form.register(`steps.${index}.smsContent`)}
                />
                <TextField
                  id={`${id}-step-${index}-subject`}
                  label={text.subject}
                  required
                  maxLength={EMAIL_SUBJECT_MAX}
                  error={stepErrors?.subject?.message}
                  registration={form.register(`steps.${index}.subject`)}
                />
                <TextAreaField
                  id={`${id}-step-${index}-html`}
                  label={text.html}
                  required
                  rows={5}
                  maxLength={EMAIL_BODY_MAX}
                  className="font-mono text-sm"
                  error={stepErrors?.htmlContent?.message}
                  registration={form.register(`steps.${index}.htmlContent`)}
                />
                <TextAreaField
                  id={`${id}-step-${index}-text`}
                  label={text.text}
                  rows={3}
                  maxLength={EMAIL_BODY_MAX}
                  error={stepErrors?.textContent?.message}
                  registration={form.register(`steps.${index}.textContent`)}
                />
              </fieldset>
              {steps.fields.length > 1 && (
                <div>
                  <Button variant="ghost" onClick={() => steps.remove(index)}>
                    {text.removeStep} {index + 1}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        {steps.fields.length < FOLLOW_UP_LIMITS.steps && (
          <Button variant="secondary" onClick={() => steps.append(newStep(steps.fields.length * 3 + 2))}>
            {text.addStep}
          </Button>
        )}
        <SubmitButton pending={save.isPending} label={text.save} pendingLabel={text.saving} />
        {sequence && (
          <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(sequence.id)}>
            {text.remove}
          </Button>
        )}
      </div>
    </form>
  );
}
