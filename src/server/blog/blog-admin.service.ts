/**
 * The admin's blog API on top of the blog write rules in blog.service.ts (sanitising, publishedAt
 * set once, slug conflicts as field errors, rebuild on public change): every post including drafts,
 * shaped as the admin API's fields.
 */
import type { Kysely } from "kysely";
import type { AdminBlogPost } from "../../shared/schemas/admin";
import type { BlogPostInput } from "../../shared/schemas/blog-post";
import type { BlogPost, Database } from "../db/schema";
import { PostNotFound } from "../errors";
import { findPostById } from "./blog.repository";
import { createPost, deletePost, updatePost } from "./blog.service";
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

export async function listPostsForAdmin(db: Kysely<Database>): Promise<AdminBlogPost[]> {
  return (await listAllPosts(db)).map(toAdminPost);
}

export async function getPostForAdmin(db: Kysely<Database>, id: number): Promise<AdminBlogPost> {
  const post = await findPostById(db, id);
  if (!post) throw new PostNotFound(id);
  return toAdminPost(post);
}

export async function createPostAsAdmin(
  db: Kysely<Database>,
  input: BlogPostInput,
  authorId: string,
): Promise<AdminBlogPost> {
  return toAdminPost(await createPost(db, input, authorId));
}

export async function updatePostAsAdmin(db: Kysely<Database>, id: number, input: BlogPostInput) {
  return toAdminPost(await updatePost(db, id, input));
}

export async function deletePostAsAdmin(db: Kysely<Database>, id: number): Promise<{ id: number }> {
  const post = await deletePost(db, id);
  return { id: post.id };
}

/** Posts waiting to be published, for the admin's home-page strip. */
export function countDraftPosts(db: Kysely<Database>): Promise<number> {
  return countUnpublishedPosts(db);
}
