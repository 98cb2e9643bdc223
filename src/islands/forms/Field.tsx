/**
 * The frame every form control sits in: a visible label (required ones marked, the mark hidden
 * from assistive technology, which reads the `required` attribute instead), then the control,
 * then its hint and error, tied to the control by aria-describedby.
 */
import type { ReactNode } from "react";

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** The attributes that tie a control to its label, hint and error. */
export function controlAria({ id, required, error, hint }: Omit<FieldFrameProps, "label">) {
  return {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  } as const;
}

export const labelClass = "mb-1.5 block text-sm font-semibold text-slate-ink";

export function FieldMessages({ id, error, hint }: Pick<FieldFrameProps, "id" | "error" | "hint">) {
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

export function Field({ id, label, required, error, hint, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-800" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
