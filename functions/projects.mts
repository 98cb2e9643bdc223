/**
 * Public portfolio reads (SPEC §7), published projects only:
 *   GET /api/projects          list, most recently completed first
 *   GET /api/projects/:slug    one project (404 JSON when missing or not published)
 */
import type { Config } from "@netlify/functions";
import { withDb } from "../src/server/db/client";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { matchRoute } from "../src/server/http/route";
import { getPublicProject, listPublicProjects } from "../src/server/projects/projects.service";

const routes = { list: /^\/api\/projects$/, project: /^\/api\/projects\/([^/]+)$/ };

export default handle(async (request: Request) => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const { route, params } = matchRoute(request, routes);
  if (route === "project") {
    let slug: string;
    try {
      slug = decodeURIComponent(params[0] ?? "");
    } catch {
      slug = "";
    }
    return json(await withDb((db) => getPublicProject(db, slug)), { headers: PUBLIC_READ_CACHE });
  }
  return json(await withDb(listPublicProjects), { headers: PUBLIC_READ_CACHE });
});

export const config: Config = { path: ["/api/projects", "/api/projects/:slug"] };
