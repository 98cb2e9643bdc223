/** The post's featured image, chosen from the photo library; the post stores the photo's path. */
import { Controller } from "react-hook-form";
import { mediaStrings } from "../../../shared/strings/media";
import { StoredImageField } from "../media/StoredImageFields";
import type { EditorFieldsProps } from "./editor-form";

export function FeaturedImageField({ form, fieldId }: EditorFieldsProps) {
  return (
    <Controller
      control={form.control}
      name="featuredImage"
      render={({ field, fieldState }) => (
        <StoredImageField
          id={fieldId("featuredImage")}
          label={mediaStrings.featuredImage}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
