/**
 * The title and slug every console editor starts with (posts, projects). While a record is being
 * created the slug follows the title until the admin edits the slug; when editing, the slug never
 * changes by itself (a published one keeps its links through the recorded redirect).
 */
import { useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { slugFromTitle } from "../../../shared/schemas/blog-post-form";
import { TextField } from "../../forms/fields";

interface TitleSlugValues {
  title: string;
  slug: string;
}

interface Props {
  /** Any editor's form: only these two fields are touched (setValue narrowed to the slug). */
  form: Pick<UseFormReturn<TitleSlugValues>, "register" | "formState"> & {
    setValue: (name: "slug", value: string, options: { shouldValidate: boolean }) => void;
  };
  fieldId: (name: keyof TitleSlugValues) => string;
  text: { title: string; slug: string; slugHint: string };
  limits: { title: number; slug: number };
  slugFollowsTitle: boolean;
}

export function TitleSlugFields({ form, fieldId, text, limits, slugFollowsTitle }: Props) {
  const slugEdited = useRef(!slugFollowsTitle);
  const { errors, isSubmitted } = form.formState;
  const frame = (name: keyof TitleSlugValues) => ({
    id: fieldId(name),
    label: text[name],
    error: errors[name]?.message,
    required: true,
    maxLength: limits[name],
  });

  return (
    <>
      <TextField
        {...frame("title")}
        registration={form.register("title", {
          onChange: (event: { target: { value: string } }) => {
            if (!slugEdited.current) {
              form.setValue("slug", slugFromTitle(event.target.value), { shouldValidate: isSubmitted });
            }
          },
        })}
      />
      <TextField
        {...frame("slug")}
        hint={text.slugHint}
        registration={form.register("slug", { onChange: () => (slugEdited.current = true) })}
      />
    </>
  );
}
