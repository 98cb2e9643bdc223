/**
 * The featured image and the ordered gallery as address + alt text inputs, with add, remove and
 * move up/down (the media library's picker takes this place). Every photo needs its alt text.
 */
import { useFieldArray } from "react-hook-form";
import { PROJECT_LIMITS } from "../../../shared/schemas/project";
import { projectStrings } from "../../../shared/strings/projects";
import { TextField } from "../../forms/fields";
import { Button } from "../../ui/Button";
import type { ProjectFieldsProps } from "./project-form";

const text = projectStrings.images;

export function ProjectImagesFields({ form, fieldId }: ProjectFieldsProps) {
  const gallery = useFieldArray({ control: form.control, name: "images" });
  const errors = form.formState.errors;

  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-serif text-xl text-slate-ink">{text.featuredHeading}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId("featuredImage")}
            label={text.featuredSrc}
            hint={text.imageHint}
            error={errors.featuredImage?.message}
            maxLength={PROJECT_LIMITS.image}
            registration={form.register("featuredImage")}
          />
          <TextField
            id={fieldId("featuredImageAlt")}
            label={text.featuredAlt}
            error={errors.featuredImageAlt?.message}
            maxLength={PROJECT_LIMITS.imageAlt}
            registration={form.register("featuredImageAlt")}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-serif text-xl text-slate-ink">{text.galleryHeading}</legend>
        {gallery.fields.length === 0 && <p className="text-sm text-slate-mid">{text.galleryEmpty}</p>}
        <ol className="grid gap-4">
          {gallery.fields.map((photo, index) => {
            const n = index + 1;
            const photoErrors = errors.images?.[index];
            return (
              <li key={photo.id} className="grid gap-3 rounded-md border border-slate-line p-3 sm:grid-cols-2">
                <TextField
                  id={fieldId(`images.${index}.src`)}
                  label={text.photoSrc(n)}
                  error={photoErrors?.src?.message}
                  maxLength={PROJECT_LIMITS.image}
                  registration={form.register(`images.${index}.src`)}
                />
                <TextField
                  id={fieldId(`images.${index}.alt`)}
                  label={text.photoAlt(n)}
                  error={photoErrors?.alt?.message}
                  maxLength={PROJECT_LIMITS.imageAlt}
                  registration={form.register(`images.${index}.alt`)}
                />
                <div className="flex flex-wrap gap-2 sm:col-span-2">
                  <Button variant="secondary" disabled={index === 0} onClick={() => gallery.move(index, index - 1)}>
                    <span aria-hidden="true">↑</span>
                    <span className="sr-only">{text.moveUp(n)}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === gallery.fields.length - 1}
                    onClick={() => gallery.move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="sr-only">{text.moveDown(n)}</span>
                  </Button>
                  <Button variant="secondary" className="text-red-800" onClick={() => gallery.remove(index)}>
                    {text.remove(n)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {errors.images?.message && <p className="text-sm font-medium text-red-800">{errors.images.message}</p>}
        <div>
          <Button
            variant="secondary"
            disabled={gallery.fields.length >= PROJECT_LIMITS.gallery}
            onClick={() => gallery.append({ src: "", alt: "" })}
          >
            {text.addPhoto}
          </Button>
        </div>
      </fieldset>
    </>
  );
}
