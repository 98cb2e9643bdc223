/**
 * Build-time data for the blog pages (src/pages/blog, rss.xml): published posts only, bodies
 * sanitised again, read once per build through the shared connection.
 */
import { selectRelatedPosts, type PublicCategory, type PublicPost, type PublicPostSummary } from "../../shared/blog";
import { withDb } from "../db/client";
import { listPublicCategories, listPublicPosts, listPublicPostsWithContent } from "./blog.service";

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

/** Every published post with its related posts, for getStaticPaths (two queries in all). */
export function loadArticlePages(): Promise<ArticlePageData[]> {
  return withDb(async (db) => {
    const posts = await listPublicPostsWithContent(db);
    const summaries = await listPublicPosts(db);
    return posts.map((post) => ({ post, related: selectRelatedPosts(post, summaries) }));
  });
}
