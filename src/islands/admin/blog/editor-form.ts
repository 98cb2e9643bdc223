/**
 * The editor's form values and how they become the API's input: the shared blog schema
 * validates the result, so the editor and the API refuse the same posts with the same messages.
 */
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod/mini";
import { fromDateTimeLocal, toDateTimeLocal } from "../../../shared/format";
import { blogPostStatuses, type BlogPostStatus } from "../../../shared/options";
import type { AdminBlogPost } from "../../../shared/schemas/admin";
import { BLOG_POST_LIMITS, blogPostFormSchema, type BlogPostInput } from "../../../shared/schemas/blog-post-form";

export const NO_CATEGORY = "none";

export type EditorTab = "content" | "seo" | "publish";

export interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  /** A category id, or NO_CATEGORY. */
  categoryId: string;
  status: BlogPostStatus;
  /** A library photo's stored path, or "" for none. */
  featuredImage: string;
  /** A datetime-local value in the admin's zone, or "" (publish on saving). */
  publishedAt: string;
}
export type EditorField = keyof EditorValues;

/** Which tab holds each field, in screen order: the first field to fix decides the tab shown. */
export const tabOfField: Record<EditorField, EditorTab> = {
  title: "content",
  slug: "content",
  excerpt: "content",
  content: "content",
  metaDescription: "seo",
  metaKeywords: "seo",
  categoryId: "publish",
  status: "publish",
  featuredImage: "publish",
  publishedAt: "publish",
};

export const emptyEditor: EditorValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  metaDescription: "",
  metaKeywords: "",
  categoryId: NO_CATEGORY,
  status: "draft",
  featuredImage: "",
  publishedAt: "",
};

export function editorValuesOf(post: AdminBlogPost): EditorValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    metaDescription: (post.metaDescription ?? "").slice(0, BLOG_POST_LIMITS.metaDescription),
    metaKeywords: post.metaKeywords ?? "",
    categoryId: post.categoryId ? String(post.categoryId) : NO_CATEGORY,
    status: post.status,
    featuredImage: post.featuredImage ?? "",
    publishedAt: toDateTimeLocal(post.publishedAt),
  };
}

/** Empty optional fields are sent as null; "No category" as no category id. */
export const editorSchema = z.pipe(
  z.pipe(
    z.object({
      title: z.string(),
      slug: z.string(),
      excerpt: z.string(),
      content: z.string(),
      metaDescription: z.string(),
      metaKeywords: z.string(),
      categoryId: z.string(),
      status: z.enum(blogPostStatuses),
      featuredImage: z.string(),
      publishedAt: z.string(),
    }),
    z.transform((values): z.input<typeof blogPostFormSchema> => ({
      ...values,
      excerpt: values.excerpt || null,
      metaDescription: values.metaDescription || null,
      metaKeywords: values.metaKeywords || null,
      categoryId: values.categoryId === NO_CATEGORY ? null : Number(values.categoryId),
      featuredImage: values.featuredImage || null,
      publishedAt: fromDateTimeLocal(values.publishedAt),
    })),
  ),
  blogPostFormSchema,
);

/** What each tab's fields receive from the form. */
export interface EditorFieldsProps {
  form: UseFormReturn<EditorValues, unknown, BlogPostInput>;
  /** The control id of a field (unique per editor). */
  fieldId: (name: EditorField) => string;
}
