/**
 * Build-time data for the blog pages (src/pages/blog, rss.xml): published posts only, bodies
 * sanitised again, read once per build through the shared connection.
 */
import type { PublicCategory, PublicPost, PublicPostSummary } from "../../shared/blog";
import { withDb } from "../db/client";
import { findPublicPost, listPublicCategories, listPublicPosts, listRelatedPosts } from "./blog.service";

export interface BlogIndexData {
  posts: PublicPostSummary[];
  categories: PublicCategory[];
}

export function loadBlogIndex(): Promise<BlogIndexData> {
  return withDb(async (db) => ({ posts: await listPublicPosts(db), categories: await listPublicCategories(db) }));
}

export interface ArticlePageData {
  post: PublicPost;
  related: PublicPostSummary[];
}

/** Every published post with its related posts, for getStaticPaths. */
export function loadArticlePages(): Promise<ArticlePageData[]> {
  return withDb(async (db) => {
    const pages: ArticlePageData[] = [];
    for (const summary of await listPublicPosts(db)) {
      const post = await findPublicPost(db, summary.slug);
      if (post) pages.push({ post, related: await listRelatedPosts(db, post) });
    }
    return pages;
  });
}
