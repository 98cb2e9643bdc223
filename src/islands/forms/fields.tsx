/**
 * Labelled form controls for the lead forms: every control has a visible label, required ones say
 * so to assistive technology, and an error is tied to its control (aria-invalid + aria-describedby)
 * and shown beside it.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { Option } from "../../shared/options";
import { leadFieldLabels } from "../../shared/strings/leads";

export const controlClass =
  "block w-full rounded-md border border-slate-mid bg-white px-3 py-2.5 text-base text-slate-ink shadow-sm " +
  "placeholder:text-slate-mid focus:border-copper-dark focus:outline-2 focus:outline-offset-1 focus:outline-copper-dark " +
  "aria-[invalid=true]:border-red-700 disabled:bg-slate-mist";

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function ariaFor({ id, required, error, hint }: Omit<FieldProps, "registration" | "label">) {
  return {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  } as const;
}

function Label({ id, label, required }: Pick<FieldProps, "id" | "label" | "required">) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-ink">
      {label}
      {required && (
        <span className="ml-0.5 text-red-800" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function Messages({ id, error, hint }: Pick<FieldProps, "id" | "error" | "hint">) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-mid">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  id,
  label,
  required,
  error,
  hint,
  registration,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input className={controlClass} {...input} {...registration} {...ariaFor({ id, required, error, hint })} />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  registration,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        className={`${controlClass} min-h-28`}
        {...textarea}
        {...registration}
        {...ariaFor({ id, required, error, hint })}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  registration,
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: readonly (Option | string)[];
  /** First, empty choice; omitted when the field always has a value. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required">) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <select className={controlClass} {...select} {...registration} {...ariaFor({ id, required, error, hint })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function RadioGroupField({
  id,
  legend,
  error,
  registration,
  options,
}: Omit<FieldProps, "label" | "required" | "hint"> & { legend: string; options: readonly Option[] }) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-base">
            <input
              type="radio"
              value={option.value}
              className="size-5 accent-copper-dark"
              aria-invalid={error ? true : undefined}
              {...registration}
              id={`${id}-${option.value}`}
            />
            {option.label}
          </label>
        ))}
      </div>
      <Messages id={id} error={error} />
    </fieldset>
  );
}

/**
 * The honeypot: a field people never see or reach by keyboard, which form-filling bots fill in.
 * A filled one marks the lead as suspected spam (stored, not dropped).
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">{leadFieldLabels.honeypot}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-line pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full font-serif text-xl text-slate-ink">
        {title} {hint && <span className="font-sans text-sm font-normal text-slate-mid">{hint}</span>}
      </legend>
      {children}
    </fieldset>
  );
}

export function SubmitButton({
  pending,
  ready,
  idle,
  busy,
}: {
  pending: boolean;
  ready: boolean;
  idle: string;
  busy: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending || !ready}
      aria-disabled={pending || !ready}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-copper-deep px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-slate-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-dark disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto"
    >
      {pending ? busy : idle}
    </button>
  );
}
