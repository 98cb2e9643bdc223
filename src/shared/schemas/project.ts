/**
 * The project form: one schema, its limits and its messages for the console's project form and
 * the admin projects API (`projectInputSchema`, the full-zod view for the server). Slug, image and
 * publication-time rules are the blog form's own fields, so posts and projects cannot drift.
 * Built with zod/mini, like the blog form, so the console does not download the full build.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { DEFAULT_PROJECT_STATUS, portfolioProjectTypes, projectStatuses, type ProjectStatus } from "../options";
import { projectFormMessages } from "../strings/projects";
import { BLOG_POST_LIMITS, imageUrlField, publishedAtField, slugField, trimmed } from "./blog-post-form";
import { forServer } from "./full-zod";

/** Field limits (the projects columns); the form's inputs read them as maxLength. */
export const PROJECT_LIMITS = {
  title: 255,
  slug: BLOG_POST_LIMITS.slug,
  description: 1000,
  content: BLOG_POST_LIMITS.content,
  location: 100,
  projectType: 50,
  image: BLOG_POST_LIMITS.featuredImage,
  imageAlt: 255,
  gallery: 24,
} as const;
const max = PROJECT_LIMITS;

const optionalText = (limit: number) => z.nullish(trimmed(z.maxLength(limit)));

export const galleryImageSchema = z.object({
  src: imageUrlField.check(z.minLength(1, projectFormMessages.imageRequired)),
  alt: trimmed(z.minLength(1, projectFormMessages.altRequired), z.maxLength(max.imageAlt)),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const projectFormSchema = z
  .object({
    title: trimmed(z.minLength(1, projectFormMessages.titleRequired), z.maxLength(max.title)),
    slug: slugField,
    description: optionalText(max.description),
    content: optionalText(max.content),
    location: optionalText(max.location),
    projectType: z.nullish(z.enum(portfolioProjectTypes, { error: projectFormMessages.projectTypeInvalid })),
    /** The day the job was finished (YYYY-MM-DD). */
    completedAt: z.nullish(z.iso.date()),
    status: z._default(z.enum(projectStatuses), DEFAULT_PROJECT_STATUS),
    publishedAt: publishedAtField,
    featuredImage: z.nullish(imageUrlField),
    featuredImageAlt: optionalText(max.imageAlt),
    images: z._default(
      z.array(galleryImageSchema).check(z.maxLength(max.gallery, projectFormMessages.galleryMax(max.gallery))),
      [],
    ),
  })
  .check(
    z.refine((project) => !project.featuredImage || Boolean(project.featuredImageAlt), {
      message: projectFormMessages.altRequired,
      path: ["featuredImageAlt"],
    }),
  );
export type ProjectInput = z.infer<typeof projectFormSchema>;

/** The same rules as the admin API reads them. */
export const projectInputSchema = forServer(projectFormSchema);

/** A project's own text fields, as stored (the projects table extends them) and as the admin API returns them. */
export interface StoredProjectFields {
  title: string;
  slug: string;
  description: string | null;
  content: string | null;
  location: string | null;
  projectType: string | null;
  featuredImage: string | null;
  featuredImageAlt: string | null;
}

/** A project as the admin API returns it (dates as ISO strings). */
export interface AdminProject extends StoredProjectFields {
  id: number;
  completedAt: string | null;
  status: ProjectStatus;
  publishedAt: string | null;
  images: GalleryImage[];
  createdAt: string;
  updatedAt: string;
}
