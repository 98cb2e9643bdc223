/**
 * Public blog reads, published posts only:
 *   GET /api/blog/posts              list, newest first
 *   GET /api/blog/posts/:slug        one post (404 JSON when missing or unpublished)
 *   GET /api/blog/search/:term       full-text search, best match first (term 3–100 characters)
 */
import type { Config } from "@netlify/functions";
import { getPublicPost, listPublicPosts, searchPublicPosts } from "../src/server/blog/blog.service";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { badRequest } from "../src/server/http/errors";
import { textParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";

const cached = (body: unknown) => json(body, { headers: PUBLIC_READ_CACHE });

const routes: RouteTable = {
  "GET|HEAD /api/blog/posts": async ({ db }) => cached(await listPublicPosts(db)),
  "GET|HEAD /api/blog/posts/:slug": async ({ db, params }) =>
    cached(await getPublicPost(db, textParam(params, "slug"))),
  "GET|HEAD /api/blog/search": () => {
    throw badRequest("A search term is required.", { term: "Enter a search term" });
  },
  "GET|HEAD /api/blog/search/:term": async ({ db, params }) =>
    cached(await searchPublicPosts(db, textParam(params, "term"))),
};

export const config: Config = {
  path: ["/api/blog/posts", "/api/blog/posts/:slug", "/api/blog/search", "/api/blog/search/:term"],
};
export default router(routes, config);
