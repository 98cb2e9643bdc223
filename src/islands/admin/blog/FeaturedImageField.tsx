/**
 * The post's featured image, chosen from the photo library. The post stores the photo's path;
 * its alt text lives with the photo (decision 034), so the field looks it up to show it.
 */
import { Controller } from "react-hook-form";
import { mediaStrings } from "../../../shared/strings/media";
import { ImageField } from "../media/ImageField";
import { usePhotosNamed } from "../media/media.api";
import type { EditorFieldsProps } from "./editor-form";

export function FeaturedImageField({ form, fieldId }: EditorFieldsProps) {
  const src = form.watch("featuredImage");
  const named = usePhotosNamed(src ? [src] : []);
  const alt = named.data?.items.find((item) => item.src === src)?.alt ?? "";
  return (
    <Controller
      control={form.control}
      name="featuredImage"
      render={({ field, fieldState }) => (
        <ImageField
          id={fieldId("featuredImage")}
          label={mediaStrings.featuredImage}
          value={field.value ? { src: field.value, alt } : null}
          onChange={(image) => field.onChange(image?.src ?? "")}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
