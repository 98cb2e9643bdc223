/**
 * Labelled form controls registered with react-hook-form: every control has a visible label,
 * required ones say so to assistive technology, and an error is tied to its control
 * (aria-invalid + aria-describedby) and shown beside it.
 */
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { Option } from "../../shared/options";
import { controlAria, Field, FieldMessages, labelClass, type FieldFrameProps } from "./Field";

export const controlClass =
  "block w-full rounded-md border border-slate-mid bg-white px-3 py-2.5 text-base text-slate-ink shadow-sm " +
  "placeholder:text-slate-mid focus:border-copper-dark focus:outline-2 focus:outline-offset-1 focus:outline-copper-dark " +
  "aria-[invalid=true]:border-red-700 disabled:bg-slate-mist";

type FieldProps = FieldFrameProps & { registration: UseFormRegisterReturn };

export function TextField({
  registration,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">) {
  const { id, label, required, error, hint, ...input } = props;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <input className={controlClass} {...input} {...registration} {...controlAria({ id, required, error, hint })} />
    </Field>
  );
}

export function TextAreaField({
  registration,
  className = "",
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">) {
  const { id, label, required, error, hint, ...textarea } = props;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        className={`${controlClass} min-h-28 ${className}`}
        {...textarea}
        {...registration}
        {...controlAria({ id, required, error, hint })}
      />
    </Field>
  );
}

/** A native <select>: the lead forms' choice, which works before the island hydrates. */
export function SelectField({
  registration,
  options,
  placeholder,
  ...props
}: FieldProps & {
  options: readonly Option[];
  /** First, empty choice; omitted when the field always has a value. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required">) {
  const { id, label, required, error, hint, ...select } = props;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <select className={controlClass} {...select} {...registration} {...controlAria({ id, required, error, hint })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function RadioGroupField({
  id,
  legend,
  error,
  registration,
  options,
  defaultValue,
  stacked = false,
}: Omit<FieldProps, "label" | "required" | "hint"> & {
  legend: string;
  options: readonly Option[];
  /** Checked in the server-rendered HTML, so a post without JavaScript sends it too. */
  defaultValue?: string;
  /** One choice a line at every width (long labels that would wrap unevenly side by side). */
  stacked?: boolean;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className={stacked ? "grid justify-items-start gap-y-1" : "flex flex-wrap gap-x-6 gap-y-2"}>
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-base">
            <input
              type="radio"
              value={option.value}
              className="size-5 accent-copper-dark"
              aria-invalid={error ? true : undefined}
              defaultChecked={option.value === defaultValue}
              {...registration}
              id={`${id}-${option.value}`}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
