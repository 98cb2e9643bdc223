/**
 * One lead form's state: react-hook-form validated by the form's shared zod schema (the one the
 * endpoint uses), wired to useLeadSubmission for sending, field messages and toasts.
 */
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from "react-hook-form";
import type { ZodMiniType } from "zod/mini";
import { useLeadSubmission } from "./useLeadSubmission";

interface ToastText {
  title: string;
  description: string;
}

interface LeadFormOptions<TInput extends FieldValues, TOutput> {
  schema: ZodMiniType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  endpoint: string;
  /** Field names in screen order, to focus and announce the first invalid one. */
  fieldOrder: readonly Path<TInput>[];
  text: { successToast: ToastText; failureToast: ToastText };
}

/**
 * The schema as a react-hook-form resolver: the first message of each field, as the endpoint
 * reports it. Written here rather than taken from @hookform/resolvers, which every visitor of a
 * form page would download (issue 14); the lead fields are flat, so a path is one name.
 */
function schemaResolver<TInput extends FieldValues, TOutput>(
  schema: ZodMiniType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join(".")] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TInput> };
  };
}

export function useLeadForm<TInput extends FieldValues, TOutput>(options: LeadFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: schemaResolver(options.schema),
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
