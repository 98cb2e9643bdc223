/**
 * Public blog reads, published posts only:
 *   GET /api/blog/posts              list, newest first
 *   GET /api/blog/posts/:slug        one post (404 JSON when missing or unpublished)
 *   GET /api/blog/search/:term       full-text search, best match first (term 3–100 characters)
 */
import { getPublicPost, listPublicPosts, searchPublicPosts } from "./blog.service";
import { PUBLIC_READ_CACHE } from "../http/cache";
import { badRequest } from "../http/errors";
import { textParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";

const cached = (body: unknown) => json(body, { headers: PUBLIC_READ_CACHE });

export const blogRoutes: RouteTable = {
  "GET|HEAD /api/blog/posts": async ({ db }) => cached(await listPublicPosts(db)),
  "GET|HEAD /api/blog/posts/:slug": async ({ db, params }) =>
    cached(await getPublicPost(db, textParam(params, "slug"))),
  "GET|HEAD /api/blog/search": () => {
    throw badRequest("A search term is required.", { term: "Enter a search term" });
  },
  "GET|HEAD /api/blog/search/:term": async ({ db, params }) =>
    cached(await searchPublicPosts(db, textParam(params, "term"))),
};
