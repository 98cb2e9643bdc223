/**
 * Public blog reads (SPEC §7), published posts only:
 *   GET /api/blog/posts              list, newest first
 *   GET /api/blog/posts/:slug        one post (404 JSON when missing or unpublished)
 *   GET /api/blog/search/:term       full-text search, best match first (term 3–100 characters)
 */
import type { Config, Context } from "@netlify/functions";
import { getPublicPost, listPublicPosts, searchPublicPosts } from "../src/server/blog/blog.service";
import { withDb } from "../src/server/db/client";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { badRequest } from "../src/server/http/errors";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";

function decodeParam(value: string, name: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(`The ${name} is not valid URL encoding.`, { [name]: "Invalid encoding" });
  }
}

export default handle(async (request: Request, context: Pick<Context, "params">) => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const { slug, term } = context.params ?? {};
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");

  if (pathname.startsWith("/api/blog/search")) {
    if (term === undefined) throw badRequest("A search term is required.", { term: "Enter a search term" });
    const results = await withDb((db) => searchPublicPosts(db, decodeParam(term, "term")));
    return json(results, { headers: PUBLIC_READ_CACHE });
  }
  if (slug !== undefined) {
    const post = await withDb((db) => getPublicPost(db, decodeParam(slug, "slug")));
    return json(post, { headers: PUBLIC_READ_CACHE });
  }
  return json(await withDb(listPublicPosts), { headers: PUBLIC_READ_CACHE });
});

export const config: Config = {
  path: ["/api/blog/posts", "/api/blog/posts/:slug", "/api/blog/search", "/api/blog/search/:term"],
};
