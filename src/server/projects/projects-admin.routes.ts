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
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { MAX_ARTICLE_BODY_BYTES, readJson } from "../http/validation";
import {
  createProject,
  deleteProject,
  getProjectForAdmin,
  listProjectsForAdmin,
  updateProject,
} from "./projects-admin.service";
import { projectInputSchema } from "../../shared/schemas/project";

const readProject = (request: Request) => readJson(request, projectInputSchema, MAX_ARTICLE_BODY_BYTES);

export const projectsAdminRoutes: RouteTable = {
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
