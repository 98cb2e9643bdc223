/**
 * Read-only queries for the home page, run at build time: the latest published articles and
 * projects (three of each). Only public rows are ever returned, so drafts and posts scheduled
 * ahead never reach the public home page.
 */
import type { Db } from "../db/schema";
import { isPublicPost } from "../blog/published";
import { isPublicProject } from "../projects/published";
import type { HomePost, HomeProject } from "../../shared/home";

/** Published posts, newest publication first (posts not yet due are left out). */
export async function listLatestPublishedPosts(db: Db, limit = 3): Promise<HomePost[]> {
  const rows = await db
    .selectFrom("blogPosts as post")
    .leftJoin("categories as category", "category.id", "post.categoryId")
    .select([
      "post.id",
      "post.slug",
      "post.title",
      "post.excerpt",
      "post.publishedAt",
      "category.name as categoryName",
      "category.slug as categorySlug",
      "category.color as categoryColor",
    ])
    .where(isPublicPost("post"))
    .orderBy("post.publishedAt", (ob) => ob.desc().nullsLast())
    .orderBy("post.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(({ categoryName, categorySlug, categoryColor, ...post }) => ({
    ...post,
    category:
      categoryName && categorySlug && categoryColor
        ? { name: categoryName, slug: categorySlug, color: categoryColor }
        : null,
  }));
}

/** Published projects, most recently completed first. */
export async function listLatestPublishedProjects(db: Db, limit = 3): Promise<HomeProject[]> {
  return db
    .selectFrom("projects")
    .select(["id", "slug", "title", "description", "location", "projectType", "featuredImage", "completedAt"])
    .where(isPublicProject("projects"))
    .orderBy("completedAt", (ob) => ob.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
