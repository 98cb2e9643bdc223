/**
 * The admin's blog API on top of the blog write rules in blog.service.ts (sanitising, publishedAt
 * set once, slug conflicts as field errors, rebuild on public change): every post including drafts,
 * shaped as the admin API's fields. Each write and its slug redirects commit together.
 */
import type { AdminBlogPost } from "../../shared/schemas/admin";
import type { BlogPostInput } from "../../shared/schemas/blog-post";
import type { BlogPost, Db } from "../db/schema";
import { PostNotFound } from "../errors";
import { findPostById } from "./blog.repository";
import { createPost, deletePost, updatePost } from "./blog.service";
import { forgetSlug, recordSlugChange } from "../slug-redirects/slug-redirects.service";
import { countUnpublishedPosts, listAllPosts } from "./blog-admin.repository";

export function toAdminPost(post: BlogPost): AdminBlogPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    featuredImage: post.featuredImage,
    categoryId: post.categoryId,
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export async function listPostsForAdmin(db: Db): Promise<AdminBlogPost[]> {
  return (await listAllPosts(db)).map(toAdminPost);
}

export async function getPostForAdmin(db: Db, id: number): Promise<AdminBlogPost> {
  const post = await findPostById(db, id);
  if (!post) throw new PostNotFound(id);
  return toAdminPost(post);
}

export async function createPostAsAdmin(db: Db, input: BlogPostInput, authorId: string): Promise<AdminBlogPost> {
  return db.transaction().execute(async (trx) => {
    const post = await createPost(trx, input, authorId);
    await recordSlugChange(trx, { kind: "post", before: undefined, after: post.slug, wasPublished: false });
    return toAdminPost(post);
  });
}

/** A published post's old slug keeps answering, as a permanent redirect to the new one. */
export async function updatePostAsAdmin(db: Db, id: number, input: BlogPostInput) {
  return db.transaction().execute(async (trx) => {
    const before = await findPostById(trx, id);
    const post = await updatePost(trx, id, input);
    const wasPublished = before?.status === "published";
    await recordSlugChange(trx, { kind: "post", before: before?.slug, after: post.slug, wasPublished });
    return toAdminPost(post);
  });
}

export async function deletePostAsAdmin(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const post = await deletePost(trx, id);
    await forgetSlug(trx, "post", post.slug);
    return { id: post.id };
  });
}

/** Posts waiting to be published, for the admin's home-page strip. */
export function countDraftPosts(db: Db): Promise<number> {
  return countUnpublishedPosts(db);
}
