/**
 * Public portfolio reads, published projects only:
 *   GET /api/projects          list, most recently completed first
 *   GET /api/projects/:slug    one project (404 JSON when missing or not published)
 */
import { PUBLIC_READ_CACHE } from "../http/cache";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { getPublicProject, listPublicProjects } from "./projects.service";

const cached = (body: unknown) => json(body, { headers: PUBLIC_READ_CACHE });

/** A slug that is not even valid URL encoding names no project: 404 like any unknown slug. */
function slugOf(params: Readonly<Record<string, string>>): string {
  try {
    return decodeURIComponent(params.slug ?? "");
  } catch {
    return "";
  }
}

export const projectsRoutes: RouteTable = {
  "GET|HEAD /api/projects": async ({ db }) => cached(await listPublicProjects(db)),
  "GET|HEAD /api/projects/:slug": async ({ db, params }) => cached(await getPublicProject(db, slugOf(params))),
};
