/**
 * The little of react-hook-form the lead forms use, validated by their shared zod schema:
 * uncontrolled fields registered by name, errors shown after the first submit and re-checked
 * as a field changes (react-hook-form's mode "onSubmit", reValidateMode "onChange"), server
 * errors set on fields, focus, reset. Written here because react-hook-form alone cost every
 * visitor of a form page about 10 KB of gzipped JavaScript (issue 14); the console keeps it.
 */
import { useRef, useState, type BaseSyntheticEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { ZodMiniType } from "zod/mini";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Values = Record<string, unknown>;
export type FieldErrors<TName extends string> = Partial<Record<TName, { type: string; message: string }>>;

/** The first message per field, as the endpoint reports it (the lead fields are flat). */
function validate<TOutput>(schema: ZodMiniType<TOutput>, values: Values) {
  const result = schema.safeParse(values);
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error?.issues ?? [])
    errors[issue.path.join(".")] ??= { type: issue.code, message: issue.message };
  return { ...result, errors };
}

const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === "checkbox";

function writeControl(control: Control, value: unknown) {
  if (isCheckbox(control)) control.checked = value === true;
  else if (control instanceof HTMLInputElement && control.type === "radio") control.checked = control.value === value;
  else control.value = typeof value === "string" ? value : "";
}

export function useSchemaForm<TInput extends Values, TOutput>(
  schema: ZodMiniType<TOutput, TInput>,
  defaultValues: TInput,
) {
  type Name = keyof TInput & string;
  const controls = useRef(new Map<string, Control[]>());
  const submittedOnce = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  const connected = (name: string) => (controls.current.get(name) ?? []).filter((control) => control.isConnected);

  /**
   * What the visitor has entered: a checkbox's ticked state, a radio group's checked value (null
   * when none), else the control's value.
   */
  function values(): Values {
    const current: Values = { ...defaultValues };
    for (const name of controls.current.keys()) {
      const [first, ...rest] = connected(name);
      if (!first) continue;
      if (isCheckbox(first)) {
        current[name] = first.checked;
        continue;
      }
      current[name] =
        first instanceof HTMLInputElement && first.type === "radio"
          ? ([first, ...rest].find((control) => (control as HTMLInputElement).checked)?.value ?? null)
          : first.value;
    }
    return current;
  }

  const setError = (name: Name, error: { type: string; message: string }) =>
    setErrors((current) => ({ ...current, [name]: error }));

  /** After the first submit, a changed field's message follows its new value. */
  function recheck(name: Name) {
    if (!submittedOnce.current) return;
    const error = (validate(schema, values()).errors as FieldErrors<Name>)[name];
    setErrors((current) => ({ ...current, [name]: error }));
  }

  function register(name: Name): UseFormRegisterReturn<Name> {
    return {
      name,
      onChange: async () => recheck(name),
      onBlur: async () => undefined,
      ref: (control: Control | null) => {
        if (!control) return;
        const known = connected(name);
        if (known.includes(control)) return;
        // The control is adopted as it is, never written: at hydration it holds what the visitor
        // typed before the island woke up (with focus and caret), and a control rendered afresh
        // (after "Send Another Message") already starts from the defaults its markup carries.
        controls.current.set(name, [...known, control]);
      },
    };
  }

  function handleSubmit(
    onValid: (data: TOutput) => Promise<void>,
    onInvalid: (errors: FieldErrors<Name>) => void,
  ): (event?: BaseSyntheticEvent) => Promise<void> {
    return async (event) => {
      event?.preventDefault();
      submittedOnce.current = true;
      const result = validate(schema, values());
      setErrors(result.errors as FieldErrors<Name>);
      if (result.success) await onValid(result.data);
      else onInvalid(result.errors as FieldErrors<Name>);
    };
  }

  /** Puts a value into a field as if typed (a suggestion taken, a box ticked). */
  function setValue(name: Name, value: string | boolean) {
    for (const control of connected(name)) writeControl(control, value);
    recheck(name);
  }

  function setFocus(name: Name) {
    connected(name)[0]?.focus();
  }

  function reset() {
    for (const [name, list] of controls.current) for (const control of list) writeControl(control, defaultValues[name]);
    submittedOnce.current = false;
    setErrors({});
  }

  return { register, handleSubmit, setError, setFocus, setValue, reset, formState: { errors } };
}

export type SchemaForm<TInput extends Values, TOutput> = ReturnType<typeof useSchemaForm<TInput, TOutput>>;
