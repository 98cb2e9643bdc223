/**
 * GET /api/categories: every blog category (id, slug, name, color), by name (SPEC §7).
 */
import type { Config } from "@netlify/functions";
import { listPublicCategories } from "../src/server/blog/blog.service";
import { withDb } from "../src/server/db/client";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";

export default handle(async (request: Request) => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  return json(await withDb(listPublicCategories), { headers: PUBLIC_READ_CACHE });
});

export const config: Config = { path: "/api/categories" };
