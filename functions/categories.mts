/**
 * GET /api/categories: every blog category (id, slug, name, color), by name.
 */
import type { Config } from "@netlify/functions";
import { listPublicCategories } from "../src/server/blog/blog.service";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";

const routes: RouteTable = {
  "GET|HEAD /api/categories": async ({ db }) => json(await listPublicCategories(db), { headers: PUBLIC_READ_CACHE }),
};

export const config: Config = { path: "/api/categories" };
export default router(routes, config);
