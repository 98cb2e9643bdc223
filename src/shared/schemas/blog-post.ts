/**
 * The blog editor's form: one schema, its limits and its messages for the editor, the admin API
 * and the blog write service, plus the editor's slug rule. Kept out of src/shared/blog.ts so the
 * public blog island does not download zod.
 */
import "../zod-setup";
import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../blog";
import { blogPostStatuses, DEFAULT_BLOG_POST_STATUS } from "../options";

/** Field limits (the blog_posts columns); the editor's inputs read them as maxLength. */
export const BLOG_POST_LIMITS = {
  title: 255,
  slug: SLUG_MAX_LENGTH,
  excerpt: 1000,
  content: 200_000,
  metaDescription: 160,
  metaKeywords: 255,
  featuredImage: 2048,
} as const;
const max = BLOG_POST_LIMITS;

/** The blog form's messages, shared by the editor and the write API. */
export const blogFormMessages = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  slugFormat: "Use lowercase letters, numbers and single hyphens",
  slugTaken: "This slug is already used by another post",
  contentMin: "Content must be at least 10 characters",
  metaDescriptionMax: `Meta description must be ${max.metaDescription} characters or less`,
  unknownCategory: "Choose an existing category",
  featuredImageFormat: "Use a path on this site (/images/...) or an https:// address",
} as const;

/**
 * A featured image goes into og:image and <img src>: a path on this site or an https URL, never
 * `javascript:`, `//other.host`, backslashes, whitespace or control characters.
 */
function isSafeImageUrl(value: string): boolean {
  if (!value) return true;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\\\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** The blog form's fields as validated input, for the admin API and the editor. */
export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, blogFormMessages.titleRequired).max(max.title),
  slug: z
    .string()
    .trim()
    .min(1, blogFormMessages.slugRequired)
    .max(max.slug)
    .regex(SLUG_PATTERN, blogFormMessages.slugFormat),
  excerpt: z.string().trim().max(max.excerpt).nullish(),
  content: z.string().trim().min(10, blogFormMessages.contentMin).max(max.content),
  metaDescription: z.string().trim().max(max.metaDescription, blogFormMessages.metaDescriptionMax).nullish(),
  metaKeywords: z.string().trim().max(max.metaKeywords).nullish(),
  featuredImage: z
    .string()
    .trim()
    .max(max.featuredImage)
    .refine(isSafeImageUrl, blogFormMessages.featuredImageFormat)
    .nullish(),
  categoryId: z.number().int().positive().nullish(),
  status: z.enum(blogPostStatuses).default(DEFAULT_BLOG_POST_STATUS),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/**
 * The slug the editor proposes for a title: lowercased, non-alphanumeric characters removed, spaces to hyphens, repeated hyphens
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
