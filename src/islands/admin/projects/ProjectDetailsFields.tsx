/**
 * The project's own fields: title, slug, description, location, type, completion, status and
 * publication time. While a project is being created the slug follows the title until the admin
 * edits the slug (the post editor's rule); when editing it never changes by itself.
 */
import { useRef } from "react";
import { projectStatusOptions } from "../../../shared/options";
import { slugFromTitle } from "../../../shared/schemas/blog-post-form";
import { PROJECT_LIMITS } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { ListboxField } from "../../forms/ListboxField";
import { TextAreaField, TextField } from "../../forms/fields";
import { PublishAtField } from "../common/PublishAtField";
import type { ProjectFieldsProps, ProjectFormField } from "./project-form";

const text = projectStrings.form.fields;

export function ProjectDetailsFields({
  form,
  fieldId,
  slugFollowsTitle,
}: ProjectFieldsProps & { slugFollowsTitle: boolean }) {
  const slugEdited = useRef(!slugFollowsTitle);
  const { errors, isSubmitted } = form.formState;
  const frame = (name: ProjectFormField, label: string) => ({
    id: fieldId(name),
    label,
    error: (errors[name] as { message?: string } | undefined)?.message,
  });

  return (
    <>
      <TextField
        {...frame("title", text.title)}
        required
        maxLength={PROJECT_LIMITS.title}
        registration={form.register("title", {
          onChange: (event: { target: { value: string } }) => {
            if (!slugEdited.current) {
              form.setValue("slug", slugFromTitle(event.target.value), { shouldValidate: isSubmitted });
            }
          },
        })}
      />
      <TextField
        {...frame("slug", text.slug)}
        required
        hint={text.slugHint}
        maxLength={PROJECT_LIMITS.slug}
        registration={form.register("slug", { onChange: () => (slugEdited.current = true) })}
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
        <TextField
          {...frame("projectType", text.projectType)}
          maxLength={PROJECT_LIMITS.projectType}
          registration={form.register("projectType")}
        />
        <TextField
          {...frame("completedAt", text.completedAt)}
          type="date"
          registration={form.register("completedAt")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ListboxField
          id={fieldId("status")}
          label={text.status}
          control={form.control}
          name="status"
          options={projectStatusOptions}
          className="w-full"
        />
        <PublishAtField
          id={fieldId("publishedAt")}
          error={errors.publishedAt?.message}
          registration={form.register("publishedAt")}
        />
      </div>
    </>
  );
}
