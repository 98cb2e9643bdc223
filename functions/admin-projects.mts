/**
 * Admin: portfolio projects, drafts and scheduled ones included. Every route requires a
 * signed-in admin; writes also pass adminOnly's same-origin and JSON checks.
 *   GET    /api/admin/projects        → every project, newest first
 *   POST   /api/admin/projects        → create { title, slug, description, content, location,
 *                                        projectType, completedAt, status, publishedAt,
 *                                        featuredImage, featuredImageAlt, images: [{ src, alt }] }
 *   GET    /api/admin/projects/:id    → one project (404 when missing)
 *   PUT    /api/admin/projects/:id    → replace its fields (same body)
 *   DELETE /api/admin/projects/:id    → delete
 */
import type { Config } from "@netlify/functions";
import { adminOnly } from "../src/server/http/guards";
import { idParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { MAX_ARTICLE_BODY_BYTES, readJson } from "../src/server/http/validation";
import {
  createProject,
  deleteProject,
  getProjectForAdmin,
  listProjectsForAdmin,
  updateProject,
} from "../src/server/projects/projects-admin.service";
import { projectInputSchema } from "../src/shared/schemas/project";

const readProject = (request: Request) => readJson(request, projectInputSchema, MAX_ARTICLE_BODY_BYTES);

const routes: RouteTable = {
  "GET /api/admin/projects": adminOnly(async ({ db }) => json(await listProjectsForAdmin(db))),
  "POST /api/admin/projects": adminOnly(async ({ db, request }) =>
    json(await createProject(db, await readProject(request)), { status: 201 }),
  ),
  "GET /api/admin/projects/:id": adminOnly(async ({ db, params }) =>
    json(await getProjectForAdmin(db, idParam(params))),
  ),
  "PUT /api/admin/projects/:id": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    return json(await updateProject(db, id, await readProject(request)));
  }),
  "DELETE /api/admin/projects/:id": adminOnly(async ({ db, params }) => json(await deleteProject(db, idParam(params)))),
};

export const config: Config = { path: ["/api/admin/projects", "/api/admin/projects/:id"] };
export default router(routes, config);
