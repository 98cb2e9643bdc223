/** The project's write-up as HTML: a textarea for now (the rich-text editor takes this place). */
import { PROJECT_LIMITS } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { TextAreaField } from "../../forms/fields";
import type { ProjectFieldsProps } from "./project-form";

const text = projectStrings.form.fields;

export function ProjectContentField({ form, fieldId }: ProjectFieldsProps) {
  return (
    <TextAreaField
      id={fieldId("content")}
      label={text.content}
      error={form.formState.errors.content?.message}
      hint={text.contentHint}
      rows={12}
      maxLength={PROJECT_LIMITS.content}
      className="font-mono text-sm"
      registration={form.register("content")}
    />
  );
}
