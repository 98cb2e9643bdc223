/** The project's write-up in the rich-text editor, as the post editor has it. */
import { Controller } from "react-hook-form";
import { PROJECT_LIMITS } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { RichTextField } from "../editor/RichTextField";
import type { ProjectFieldsProps } from "./project-form";

const text = projectStrings.form.fields;

export function ProjectContentField({ form, fieldId }: ProjectFieldsProps) {
  return (
    <Controller
      control={form.control}
      name="content"
      render={({ field, fieldState }) => (
        <RichTextField
          id={fieldId("content")}
          label={text.content}
          error={fieldState.error?.message}
          maxLength={PROJECT_LIMITS.content}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
