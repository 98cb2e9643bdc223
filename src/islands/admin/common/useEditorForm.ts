/**
 * What every console editor (posts, projects) is built on: a react-hook-form validated by the
 * shared schema's resolver, the draft safety (useDraftSafety), and control ids unique to this
 * editor. Focus on errors is left to the editor (react-hook-form's would miss a field on a hidden
 * tab): `focusField` puts the cursor in a field once the render that shows it has happened.
 */
import { useId } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { useDraftSafety } from "../editor/useDraftSafety";

export function useEditorForm<Values extends FieldValues, Input>(
  kind: "post" | "project",
  recordId: number | undefined,
  resolver: Resolver<Values, unknown, Input>,
  defaultValues: DefaultValues<Values>,
) {
  const id = useId();
  /** A field's control id; gallery fields ("images.0.src") get "images-0-src". */
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const form = useForm<Values, unknown, Input>({ resolver, defaultValues, shouldFocusError: false });
  const safety = useDraftSafety(kind, recordId, form);
  const focusField = (name: string) => setTimeout(() => document.getElementById(fieldId(name))?.focus(), 0);
  return { form, safety, fieldId, focusField };
}
