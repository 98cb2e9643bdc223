/**
 * The featured image and the ordered gallery, chosen from the photo library. Projects store each
 * photo with its alt text (`featuredImage` + `featuredImageAlt`, `images: { src, alt }[]`), so the
 * library's pickers hand back exactly what the project schema accepts.
 */
import { Controller } from "react-hook-form";
import { projectStrings } from "../../../shared/strings/projects";
import { GalleryField } from "../media/GalleryField";
import { ImageField } from "../media/ImageField";
import type { ProjectFieldsProps } from "./project-form";

const text = projectStrings.images;

export function ProjectImagesFields({ form, fieldId }: ProjectFieldsProps) {
  const errors = form.formState.errors;
  const [featuredImage, featuredImageAlt] = form.watch(["featuredImage", "featuredImageAlt"]);
  const galleryError = errors.images?.message;

  return (
    <>
      <ImageField
        id={fieldId("featuredImage")}
        label={text.featuredHeading}
        error={errors.featuredImage?.message ?? errors.featuredImageAlt?.message}
        value={featuredImage ? { src: featuredImage, alt: featuredImageAlt } : null}
        onChange={(image) => {
          const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
          form.setValue("featuredImage", image?.src ?? "", options);
          form.setValue("featuredImageAlt", image?.alt ?? "", options);
        }}
      />
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <div>
            <GalleryField
              id={fieldId("images")}
              label={text.galleryHeading}
              value={field.value}
              onChange={field.onChange}
            />
            {galleryError && <p className="mt-1.5 text-sm font-medium text-red-800">{galleryError}</p>}
          </div>
        )}
      />
    </>
  );
}
