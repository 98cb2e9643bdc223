/** /rss.xml: the published posts, newest first, built with the site. */
import type { APIRoute } from "astro";
import { loadBlogIndex } from "../server/blog/blog.pages";
import { renderRss } from "../server/blog/rss";

export const GET: APIRoute = async ({ site, url }) => {
  const { posts } = await loadBlogIndex();
  return new Response(renderRss(posts, site ?? url.origin), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
};
