/**
 * Public portfolio reads, published projects only:
 *   GET /api/projects          list, most recently completed first
 *   GET /api/projects/:slug    one project (404 JSON when missing or not published)
 */
import type { Config } from "@netlify/functions";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { getPublicProject, listPublicProjects } from "../src/server/projects/projects.service";

const cached = (body: unknown) => json(body, { headers: PUBLIC_READ_CACHE });

/** A slug that is not even valid URL encoding names no project: 404 like any unknown slug. */
function slugOf(params: Readonly<Record<string, string>>): string {
  try {
    return decodeURIComponent(params.slug ?? "");
  } catch {
    return "";
  }
}

const routes: RouteTable = {
  "GET|HEAD /api/projects": async ({ db }) => cached(await listPublicProjects(db)),
  "GET|HEAD /api/projects/:slug": async ({ db, params }) => cached(await getPublicProject(db, slugOf(params))),
};

export const config: Config = { path: ["/api/projects", "/api/projects/:slug"] };
export default router(routes, config);
