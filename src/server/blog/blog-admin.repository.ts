/** SQL of the admin's view of blog posts: every post, drafts included. */
import type { Kysely } from "kysely";
import type { BlogPost, Database } from "../db/schema";

export async function listAllPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  return db
    .selectFrom("blogPosts")
    .select([
      "id",
      "title",
      "slug",
      "excerpt",
      "content",
      "metaDescription",
      "metaKeywords",
      "featuredImage",
      "status",
      "authorId",
      "categoryId",
      "publishedAt",
      "createdAt",
      "updatedAt",
    ])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}
