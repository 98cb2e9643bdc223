/**
 * Public blog reads (SPEC §7), published posts only:
 *   GET /api/blog/posts              list, newest first
 *   GET /api/blog/posts/:slug        one post (404 JSON when missing or unpublished)
 *   GET /api/blog/search/:term       full-text search, best match first (term 3–100 characters)
 */
import type { Config } from "@netlify/functions";
import { getPublicPost, listPublicPosts, searchPublicPosts } from "../src/server/blog/blog.service";
import { withDb } from "../src/server/db/client";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { badRequest } from "../src/server/http/errors";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { matchRoute } from "../src/server/http/route";

const routes = {
  list: /^\/api\/blog\/posts$/,
  post: /^\/api\/blog\/posts\/([^/]+)$/,
  searchWithoutTerm: /^\/api\/blog\/search$/,
  search: /^\/api\/blog\/search\/([^/]+)$/,
};

function decodeParam(value: string, name: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(`The ${name} is not valid URL encoding.`, { [name]: "Invalid encoding" });
  }
}

export default handle(async (request: Request) => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const { route, params } = matchRoute(request, routes);
  const [param = ""] = params;
  switch (route) {
    case "list":
      return json(await withDb(listPublicPosts), { headers: PUBLIC_READ_CACHE });
    case "post":
      return json(await withDb((db) => getPublicPost(db, decodeParam(param, "slug"))), { headers: PUBLIC_READ_CACHE });
    case "searchWithoutTerm":
      throw badRequest("A search term is required.", { term: "Enter a search term" });
    case "search":
      return json(await withDb((db) => searchPublicPosts(db, decodeParam(param, "term"))), {
        headers: PUBLIC_READ_CACHE,
      });
  }
});

export const config: Config = {
  path: ["/api/blog/posts", "/api/blog/posts/:slug", "/api/blog/search", "/api/blog/search/:term"],
};
