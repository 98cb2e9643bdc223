/**
 * One lead form's state: the form's fields validated by its shared zod schema (the one the
 * endpoint uses), wired to useLeadSubmission for sending, field messages and toasts. Errors
 * appear on submit, not on blur: a message appearing on blur moves the button under the pointer
 * mid-click; after a submit each field is re-checked as it changes.
 */
import type { ZodMiniType } from "zod/mini";
import { useLeadSubmission } from "./useLeadSubmission";
import { useSchemaForm } from "./useSchemaForm";

interface ToastText {
  title: string;
  description: string;
}

interface LeadFormOptions<TInput extends Record<string, unknown>, TOutput> {
  schema: ZodMiniType<TOutput, TInput>;
  defaultValues: TInput;
  endpoint: string;
  /** Field names in screen order, to focus and announce the first invalid one. */
  fieldOrder: readonly (keyof TInput & string)[];
  text: { successToast: ToastText; failureToast: ToastText };
}

export function useLeadForm<TInput extends Record<string, unknown>, TOutput>(
  options: LeadFormOptions<TInput, TOutput>,
) {
  const form = useSchemaForm(options.schema, options.defaultValues);
  const submission = useLeadSubmission({
    endpoint: options.endpoint,
    form,
    fieldOrder: options.fieldOrder,
    successToast: options.text.successToast,
    failureToast: options.text.failureToast,
  });
  return { form, ...submission };
}
