/**
 * The Content tab: title, slug, excerpt and body. While a post is being created the slug follows
 * the title until the admin edits the slug; when editing, the slug never changes by itself.
 */
import { lazy, Suspense, useRef } from "react";
import { Controller } from "react-hook-form";
import { BLOG_POST_LIMITS, slugFromTitle } from "../../../shared/schemas/blog-post-form";
import { adminStrings } from "../../../shared/strings/admin";
import { editorStrings } from "../../../shared/strings/editor";
import { TextAreaField, TextField } from "../../forms/fields";
import { LoadingState } from "../common/LoadingState";
import type { EditorField, EditorFieldsProps } from "./editor-form";

const text = adminStrings.editor.fields;

// TipTap is most of the editor's weight: it loads when an editor opens, not with the console.
const RichTextEditor = lazy(() =>
  import("../editor/RichTextEditor").then((module) => ({ default: module.RichTextEditor })),
);

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
          <Suspense fallback={<LoadingState label={editorStrings.loading} />}>
            <RichTextEditor
              {...frame("content", text.content)}
              required
              hint={text.contentHint}
              maxLength={BLOG_POST_LIMITS.content}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Suspense>
        )}
      />
    </>
  );
}
