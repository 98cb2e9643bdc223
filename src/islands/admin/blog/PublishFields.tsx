/** The Publish Settings tab: the post's category, status, publication time and featured image. */
import type { PublicCategory } from "../../../shared/blog";
import { blogPostStatusOptions } from "../../../shared/options";
import { adminStrings } from "../../../shared/strings/admin";
import { ListboxField } from "../../forms/ListboxField";
import { PublishAtField } from "../common/PublishAtField";
import { NO_CATEGORY, type EditorFieldsProps } from "./editor-form";
import { FeaturedImageField } from "./FeaturedImageField";

const text = adminStrings.editor.fields;

export function PublishFields({ form, fieldId, categories }: EditorFieldsProps & { categories: PublicCategory[] }) {
  return (
    <>
      <ListboxField
        id={fieldId("categoryId")}
        label={text.category}
        control={form.control}
        name="categoryId"
        options={[
          { value: NO_CATEGORY, label: text.noCategory },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
      />
      <ListboxField
        id={fieldId("status")}
        label={text.status}
        control={form.control}
        name="status"
        options={blogPostStatusOptions}
      />
      <PublishAtField
        id={fieldId("publishedAt")}
        error={form.formState.errors.publishedAt?.message}
        registration={form.register("publishedAt")}
      />
      <FeaturedImageField form={form} fieldId={fieldId} />
    </>
  );
}
