/**
 * One lead form's state: react-hook-form validated by the form's shared zod schema (the one the
 * endpoint uses), wired to useLeadSubmission for sending, field messages and toasts.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useLeadSubmission } from "./useLeadSubmission";

interface ToastText {
  title: string;
  description: string;
}

interface LeadFormOptions<TInput extends FieldValues, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  endpoint: string;
  /** Field names in screen order, to focus and announce the first invalid one. */
  fieldOrder: readonly Path<TInput>[];
  text: { successToast: ToastText; failureToast: ToastText };
}

export function useLeadForm<TInput extends FieldValues, TOutput>(options: LeadFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    // Errors appear on submit, not on blur: a message appearing on blur moves the button under the pointer mid-click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    // useLeadSubmission focuses the first invalid field in screen order.
    shouldFocusError: false,
  });
  const submission = useLeadSubmission({
    endpoint: options.endpoint,
    form,
    fieldOrder: options.fieldOrder,
    successToast: options.text.successToast,
    failureToast: options.text.failureToast,
  });
  return { form, ...submission };
}
