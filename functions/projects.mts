/**
 * Public portfolio reads (SPEC §7), published projects only:
 *   GET /api/projects          list, most recently completed first
 *   GET /api/projects/:slug    one project (404 JSON when missing or not published)
 */
import type { Config, Context } from "@netlify/functions";
import { withDb } from "../src/server/db/client";
import { PUBLIC_READ_CACHE } from "../src/server/http/cache";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { getPublicProject, listPublicProjects } from "../src/server/projects/projects.service";

export default handle(async (request: Request, context: Pick<Context, "params">) => {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const slug = context.params?.slug;
  if (slug !== undefined) {
    return json(await withDb((db) => getPublicProject(db, slug)), { headers: PUBLIC_READ_CACHE });
  }
  return json(await withDb(listPublicProjects), { headers: PUBLIC_READ_CACHE });
});

export const config: Config = { path: ["/api/projects", "/api/projects/:slug"] };
