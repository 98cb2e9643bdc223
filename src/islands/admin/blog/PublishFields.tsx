/** The Publish Settings tab: the post's category, status, publication time and featured image. */
import type { PublicCategory } from "../../../shared/blog";
import { blogPostStatusOptions } from "../../../shared/options";
import { adminStrings } from "../../../shared/strings/admin";
import { ListboxField } from "../../forms/ListboxField";
import { PublicationFields } from "../common/PublicationFields";
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
      <PublicationFields
        form={form}
        fieldId={fieldId}
        statusLabel={text.status}
        statusOptions={blogPostStatusOptions}
      />
      <FeaturedImageField form={form} fieldId={fieldId} />
    </>
  );
}
