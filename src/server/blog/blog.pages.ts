/**
 * Build-time data for the blog pages (src/pages/blog, rss.xml): published posts only, bodies
 * sanitised again, read once per build through the shared connection.
 */
import { selectRelatedPosts, type PublicCategory, type PublicPost, type PublicPostSummary } from "../../shared/blog";
import { mediaKeyOf, MEDIA_SIZES, responsiveImage, type ResponsiveImage } from "../../shared/media";
import { withDb } from "../db/client";
import { photosForPaths } from "../media/media.service";
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
  /** The featured image when it is a library photo (srcset, size, alt text). */
  photo: ResponsiveImage | null;
}

/** Every published post with its related posts and featured photo, for getStaticPaths (three queries in all). */
export function loadArticlePages(): Promise<ArticlePageData[]> {
  return withDb(async (db) => {
    const posts = await listPublicPostsWithContent(db);
    const summaries = await listPublicPosts(db);
    const photos = await photosForPaths(
      db,
      posts.map((post) => post.featuredImage),
    );
    return posts.map((post) => {
      const photo = photos.get(mediaKeyOf(post.featuredImage) ?? "");
      return {
        post,
        related: selectRelatedPosts(post, summaries),
        photo: photo ? responsiveImage(photo, MEDIA_SIZES.article) : null,
      };
    });
  });
}
