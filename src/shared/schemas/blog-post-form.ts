/**
 * The blog editor's form: one schema, its limits and its messages for the editor, the admin API
 * and the blog write service, plus the editor's slug rule. Kept out of src/shared/blog.ts so the
 * public blog island does not download zod. Built with zod/mini like the lead forms: once any
 * island uses the full zod build, its whole core is shared with the form pages' chunk (issue 14).
 * The API reads it through blog-post.ts.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
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
  publishedAtFormat: "Enter a valid date and time",
} as const;

/**
 * A featured image goes into og:image and <img src>: a path on this site or an https URL, never
 * `javascript:`, `//other.host`, backslashes, whitespace or control characters. Posts' and
 * projects' images follow this one rule.
 */
export function isSafeImageUrl(value: string): boolean {
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

/** A trimmed string with these checks after trimming (the full build's `.trim().min().max()`). */
export const trimmed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);

/** The slug rule of posts and projects: required, lowercase words joined by single hyphens. */
export const slugField = trimmed(
  z.minLength(1, blogFormMessages.slugRequired),
  z.maxLength(max.slug),
  z.regex(SLUG_PATTERN, blogFormMessages.slugFormat),
);

/** An optional image address (featured images of posts and projects, gallery photos). */
export const imageUrlField = trimmed(
  z.maxLength(max.featuredImage),
  z.refine(isSafeImageUrl, blogFormMessages.featuredImageFormat),
);

/** A chosen publication time (ISO 8601); a future one schedules the post or project. */
export const publishedAtField = z.nullish(
  z.iso.datetime({ offset: true, message: blogFormMessages.publishedAtFormat }),
);

/** The blog form's fields as validated input, for the admin API and the editor. */
export const blogPostFormSchema = z.object({
  title: trimmed(z.minLength(1, blogFormMessages.titleRequired), z.maxLength(max.title)),
  slug: slugField,
  excerpt: z.nullish(trimmed(z.maxLength(max.excerpt))),
  content: trimmed(z.minLength(10, blogFormMessages.contentMin), z.maxLength(max.content)),
  metaDescription: z.nullish(trimmed(z.maxLength(max.metaDescription, blogFormMessages.metaDescriptionMax))),
  metaKeywords: z.nullish(trimmed(z.maxLength(max.metaKeywords))),
  featuredImage: z.nullish(imageUrlField),
  categoryId: z.nullish(z.number().check(z.int(), z.positive())),
  status: z._default(z.enum(blogPostStatuses), DEFAULT_BLOG_POST_STATUS),
  publishedAt: publishedAtField,
});
export type BlogPostInput = z.infer<typeof blogPostFormSchema>;

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
