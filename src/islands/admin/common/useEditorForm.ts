/**
 * What every console editor (posts, projects) is built on: a react-hook-form validated by the
 * shared schema's resolver, the draft safety (useDraftSafety), control ids unique to this editor,
 * and the reveal step: a field to fix, found by the browser's check or named by the server's
 * answer, shows its message and takes the cursor. Focus on errors is not react-hook-form's (it
 * would miss a field on a hidden tab): the cursor moves once the render that shows the field has
 * happened, after the editor's `open` has shown it.
 */
import { useId } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from "react-hook-form";
import { ApiError } from "../../../shared/api";
import { adminStrings } from "../../../shared/strings/admin";
import { toast } from "../../ui/toast";
import { useDraftSafety } from "../editor/useDraftSafety";

export interface RevealOptions {
  /**
   * The editor's fields in screen order, where some are out of sight (on a tab): the first of
   * these with an error is revealed, and the server's messages are shown for these only.
   */
  fields?: readonly string[];
  /** Shows a field before the cursor goes there (opens its tab). */
  open?: (field: string) => void;
}

/** Error paths in screen order ("images.0.src" style), flattened from react-hook-form's nested errors. */
function errorPaths(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return "message" in value && typeof value.message === "string" ? [path] : errorPaths(value, path);
  });
}

export function useEditorForm<Values extends FieldValues, Input>(
  kind: "post" | "project",
  recordId: number | undefined,
  resolver: Resolver<Values, unknown, Input>,
  defaultValues: DefaultValues<Values>,
  { fields, open }: RevealOptions = {},
) {
  const id = useId();
  /** A field's control id; gallery fields ("images.0.src") get "images-0-src". */
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const form = useForm<Values, unknown, Input>({ resolver, defaultValues, shouldFocusError: false });
  const safety = useDraftSafety(kind, recordId, form);

  const reveal = (paths: readonly string[]) => {
    const first = fields ? fields.find((field) => paths.includes(field)) : paths[0];
    if (!first) return;
    open?.(first);
    setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
  };
  /** The browser's check refused the form (handleSubmit's second argument). */
  const revealInvalid = (errors: FieldErrors<Values>) => {
    reveal(errorPaths(errors));
    toast({ title: adminStrings.toasts.fixFields, variant: "destructive" });
  };
  /** The server refused the save (the mutation's onError): its messages go on their fields. */
  const revealServerErrors = (error: Error) => {
    if (!(error instanceof ApiError) || !error.fields) return;
    const messages = error.fields;
    const paths = Object.keys(messages).filter((path) => !fields || fields.includes(path));
    for (const path of paths) form.setError(path as FieldPath<Values>, { type: "server", message: messages[path] });
    reveal(paths);
  };
  return { form, safety, fieldId, revealInvalid, revealServerErrors };
}
