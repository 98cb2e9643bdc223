/** The SEO Settings tab: the meta description (counted, and cut at its limit) and meta keywords. */
import { BLOG_POST_LIMITS } from "../../../shared/schemas/blog-post-form";
import { adminStrings } from "../../../shared/strings/admin";
import { TextAreaField, TextField } from "../../forms/fields";
import type { EditorFieldsProps } from "./editor-form";

const text = adminStrings.editor.fields;
const META_MAX = BLOG_POST_LIMITS.metaDescription;

export function SeoFields({ form, fieldId }: EditorFieldsProps) {
  const { errors } = form.formState;
  const length = form.watch("metaDescription").length;
  return (
    <>
      <TextAreaField
        id={fieldId("metaDescription")}
        label={text.metaDescription}
        hint={<span aria-live="polite">{text.metaDescriptionCount(length)}</span>}
        error={errors.metaDescription?.message}
        rows={3}
        maxLength={META_MAX}
        registration={form.register("metaDescription", {
          // maxLength stops typing; this also cuts a paste or a programmatic fill.
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value.length > META_MAX)
              form.setValue("metaDescription", event.target.value.slice(0, META_MAX));
          },
        })}
      />
      <TextField
        id={fieldId("metaKeywords")}
        label={text.metaKeywords}
        hint={text.metaKeywordsHint}
        error={errors.metaKeywords?.message}
        maxLength={BLOG_POST_LIMITS.metaKeywords}
        registration={form.register("metaKeywords")}
      />
    </>
  );
}
