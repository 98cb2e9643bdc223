/**
 * The image a project shows when it has no featuredImage (SPEC §3): an original illustration of
 * a slate-roofed house. Import `defaultProjectImage` and pass it to astro:assets' <Image>, or use
 * `projectImageSource(project.featuredImage)` to get either the project's own URL or this default.
 */
import type { ImageMetadata } from "astro";
import defaultProjectImage from "../../assets/art/project-default.svg";

export { defaultProjectImage };

export const DEFAULT_PROJECT_IMAGE_ALT = "Illustration of a slate-roofed house with a copper ridge";

/** The project's own image URL when it has one, otherwise the bundled default illustration. */
export function projectImageSource(featuredImage: string | null | undefined): string | ImageMetadata {
  return featuredImage?.trim() ? featuredImage : defaultProjectImage;
}
