/**
 * The blog editor's form (SPEC §5): one schema and its messages for the editor, the admin API and
 * the blog write service, plus the editor's slug rule (SPEC §4). Kept out of src/shared/blog.ts so
 * the public blog island does not download zod.
 */
import "../zod-setup";
import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../blog";
import { blogPostStatuses, DEFAULT_BLOG_POST_STATUS } from "../options";

/** SPEC §5 blog form messages, shared by the editor and the write API. */
export const blogFormMessages = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  slugFormat: "Use lowercase letters, numbers and single hyphens",
  slugTaken: "This slug is already used by another post",
  contentMin: "Content must be at least 10 characters",
  metaDescriptionMax: "Meta description must be 160 characters or less",
  unknownCategory: "Choose an existing category",
} as const;

/** The blog form's fields as validated input (SPEC §5), for the admin API and the editor. */
export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, blogFormMessages.titleRequired).max(255),
  slug: z
    .string()
    .trim()
    .min(1, blogFormMessages.slugRequired)
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN, blogFormMessages.slugFormat),
  excerpt: z.string().trim().max(1000).nullish(),
  content: z.string().trim().min(10, blogFormMessages.contentMin).max(200_000),
  metaDescription: z.string().trim().max(160, blogFormMessages.metaDescriptionMax).nullish(),
  metaKeywords: z.string().trim().max(255).nullish(),
  featuredImage: z.string().trim().max(2048).nullish(),
  categoryId: z.number().int().positive().nullish(),
  status: z.enum(blogPostStatuses).default(DEFAULT_BLOG_POST_STATUS),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/**
 * SPEC §4: lowercased, non-alphanumeric characters removed, spaces to hyphens, repeated hyphens
 * collapsed. Leading and trailing hyphens are dropped too, so the result passes the slug pattern.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
