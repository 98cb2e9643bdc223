/**
 * The Content tab: title, slug, excerpt and body. While a post is being created the slug follows
 * the title until the admin edits the slug; when editing, the slug never changes by itself.
 */
import { useRef } from "react";
import { Controller } from "react-hook-form";
import { BLOG_POST_LIMITS, slugFromTitle } from "../../../shared/schemas/blog-post-form";
import { adminStrings } from "../../../shared/strings/admin";
import { TextAreaField, TextField } from "../../forms/fields";
import { RichTextField } from "../editor/RichTextField";
import type { EditorField, EditorFieldsProps } from "./editor-form";

const text = adminStrings.editor.fields;

export function ContentFields({ form, fieldId, slugFollowsTitle }: EditorFieldsProps & { slugFollowsTitle: boolean }) {
  const slugEdited = useRef(!slugFollowsTitle);
  const { errors, isSubmitted } = form.formState;
  const frame = (name: EditorField, label: string) => ({ id: fieldId(name), label, error: errors[name]?.message });

  return (
    <>
      <TextField
        {...frame("title", text.title)}
        required
        maxLength={BLOG_POST_LIMITS.title}
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
        maxLength={BLOG_POST_LIMITS.slug}
        registration={form.register("slug", { onChange: () => (slugEdited.current = true) })}
      />
      <TextAreaField
        {...frame("excerpt", text.excerpt)}
        hint={text.excerptHint}
        rows={3}
        maxLength={BLOG_POST_LIMITS.excerpt}
        registration={form.register("excerpt")}
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <RichTextField
            {...frame("content", text.content)}
            required
            hint={text.contentHint}
            maxLength={BLOG_POST_LIMITS.content}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
