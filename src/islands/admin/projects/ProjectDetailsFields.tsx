/**
 * The project's own fields: title and slug (the slug follows the title only while the project is
 * new, as for posts), description, location, type, completion, status and publication time.
 */
import { portfolioProjectTypeOptions, projectStatusOptions } from "../../../shared/options";
import { PROJECT_LIMITS } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { ListboxField } from "../../forms/ListboxField";
import { TextAreaField, TextField } from "../../forms/fields";
import { PublicationFields } from "../common/PublicationFields";
import { TitleSlugFields } from "../common/TitleSlugFields";
import type { ProjectFieldsProps, ProjectFormField } from "./project-form";

const text = projectStrings.form.fields;

export function ProjectDetailsFields({
  form,
  fieldId,
  slugFollowsTitle,
}: ProjectFieldsProps & { slugFollowsTitle: boolean }) {
  const { errors } = form.formState;
  const frame = (name: ProjectFormField, label: string) => ({
    id: fieldId(name),
    label,
    error: (errors[name] as { message?: string } | undefined)?.message,
  });

  return (
    <>
      <TitleSlugFields
        form={form}
        fieldId={fieldId}
        text={text}
        limits={PROJECT_LIMITS}
        slugFollowsTitle={slugFollowsTitle}
      />
      <TextAreaField
        {...frame("description", text.description)}
        hint={text.descriptionHint}
        rows={3}
        maxLength={PROJECT_LIMITS.description}
        registration={form.register("description")}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...frame("location", text.location)}
          maxLength={PROJECT_LIMITS.location}
          registration={form.register("location")}
        />
        <ListboxField
          id={fieldId("projectType")}
          label={text.projectType}
          control={form.control}
          name="projectType"
          placeholder={text.projectTypePlaceholder}
          options={portfolioProjectTypeOptions}
          className="w-full"
        />
        <TextField
          {...frame("completedAt", text.completedAt)}
          type="date"
          registration={form.register("completedAt")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PublicationFields
          form={form}
          fieldId={fieldId}
          statusLabel={text.status}
          statusOptions={projectStatusOptions}
          statusClassName="w-full"
        />
      </div>
    </>
  );
}
