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
import { contentAdminHandlers } from "../http/content-admin-routes";
import { type RouteTable } from "../http/router";
import {
  createProject,
  deleteProject,
  getProjectForAdmin,
  listProjectsForAdmin,
  updateProject,
} from "./projects-admin.service";
import { projectInputSchema } from "../../shared/schemas/project";

const projects = contentAdminHandlers(projectInputSchema, {
  list: listProjectsForAdmin,
  create: createProject,
  get: getProjectForAdmin,
  update: updateProject,
  remove: deleteProject,
});

export const projectsAdminRoutes: RouteTable = {
  "GET /api/admin/projects": projects.list,
  "POST /api/admin/projects": projects.create,
  "GET /api/admin/projects/:id": projects.get,
  "PUT /api/admin/projects/:id": projects.update,
  "DELETE /api/admin/projects/:id": projects.remove,
};
