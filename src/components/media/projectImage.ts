/**
 * The image a project shows when it has no featuredImage: an original illustration.
 * `defaultProjectImage` is the generic one (a slate-roofed house); `projectImageSource` also
 * picks a fitting illustration by project type, so a grid of projects without photos does not
 * repeat one picture. Pass the result to astro:assets' <Image> (or use ProjectImage.astro).
 */
import type { ImageMetadata } from "astro";
import defaultProjectImage from "../../assets/art/project-default.svg";
import { artwork } from "./artwork";

export { defaultProjectImage };

export const DEFAULT_PROJECT_IMAGE_ALT = "Illustration of a slate-roofed house with a copper ridge";

/** Illustration for a project type ("Historic Restoration", "New Installation", "Repair", ...). */
export function defaultImageFor(projectType?: string | null): ImageMetadata {
  const type = projectType?.toLowerCase() ?? "";
  if (type.includes("restor")) return artwork.restorationCard;
  // A close-up of slate courses under a copper ridge: the part of the roof a repair touches.
  if (type.includes("repair") || type.includes("mainten")) return artwork.coursesNarrow;
  return defaultProjectImage;
}

/** The project's own image URL when it has one, otherwise an illustration. */
export function projectImageSource(
  featuredImage: string | null | undefined,
  projectType?: string | null,
): string | ImageMetadata {
  return featuredImage?.trim() ? featuredImage : defaultImageFor(projectType);
}
