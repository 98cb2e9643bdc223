/**
 * Read-only queries for the home page, run at build time: the latest published articles and
 * projects (three of each). Only public rows are ever returned, so drafts and posts scheduled
 * ahead never reach the public home page.
 */
import type { Db } from "../db/schema";
import { listPublishedPosts } from "../blog/blog.repository";
import { isPublicProject } from "../projects/published";
import type { HomePost, HomeProject } from "../../shared/home";

/** Published posts, newest publication first (posts not yet due are left out): the blog's own list. */
export async function listLatestPublishedPosts(db: Db, limit = 3): Promise<HomePost[]> {
  const rows = await listPublishedPosts(db, { limit });
  return rows.map(({ id, slug, title, excerpt, publishedAt, categoryName, categorySlug, categoryColor }) => ({
    id,
    slug,
    title,
    excerpt,
    publishedAt,
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
