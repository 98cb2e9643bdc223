/**
 * GET /api/categories: every blog category (id, slug, name, color), by name.
 */
import { listPublicCategories } from "./blog.service";
import { PUBLIC_READ_CACHE } from "../http/cache";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";

export const categoriesRoutes: RouteTable = {
  "GET|HEAD /api/categories": async ({ db }) => json(await listPublicCategories(db), { headers: PUBLIC_READ_CACHE }),
};
