/**
 * The Content tab: title and slug (the slug follows the title only while the post is new), excerpt
 * and body.
 */
import { Controller } from "react-hook-form";
import { BLOG_POST_LIMITS } from "../../../shared/schemas/blog-post-form";
import { adminStrings } from "../../../shared/strings/admin";
import { TextAreaField } from "../../forms/fields";
import { TitleSlugFields } from "../common/TitleSlugFields";
import { RichTextField } from "../editor/RichTextField";
import type { EditorField, EditorFieldsProps } from "./editor-form";

const text = adminStrings.editor.fields;

export function ContentFields({ form, fieldId, slugFollowsTitle }: EditorFieldsProps & { slugFollowsTitle: boolean }) {
  const { errors } = form.formState;
  const frame = (name: EditorField, label: string) => ({ id: fieldId(name), label, error: errors[name]?.message });

  return (
    <>
      <TitleSlugFields
        form={form}
        fieldId={fieldId}
        text={text}
        limits={BLOG_POST_LIMITS}
        slugFollowsTitle={slugFollowsTitle}
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
