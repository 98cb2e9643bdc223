/**
 * The admin's projects API: every project, drafts and scheduled ones included. Writes sanitise
 * the content, set publishedAt once (or as chosen, content/publication.ts), report a taken slug
 * as a field error, keep a published project's old slug as a redirect, and ask for a site
 * rebuild whenever the public portfolio changes. Each write commits with its redirects.
 */
import { dayOf, storedDay } from "../../shared/format";
import { projectFormMessages } from "../../shared/strings/projects";
import type { AdminProject, ProjectInput } from "../../shared/schemas/project";
import { publicationTime } from "../content/publication";
import { sanitizeRichText } from "../content/sanitize";
import { isUniqueViolation } from "../db/errors";
import type { Db, Project } from "../db/schema";
import { AdminProjectNotFound, SlugTaken } from "../errors";
import { requestSiteRebuild } from "../rebuild/rebuild.job";
import { forgetSlug, recordSlugChange } from "../slug-redirects/slug-redirects.service";
import {
  deleteProjectById,
  findProjectById,
  insertProject,
  listAllProjects,
  updateProjectById,
} from "./projects.repository";
import { galleryOf } from "./projects.service";

export function toAdminProject(project: Project): AdminProject {
  return {
    id: project.id,
    title: project.title,
    slug: project.slug,
    description: project.description,
    content: project.content,
    location: project.location,
    projectType: project.projectType,
    completedAt: dayOf(project.completedAt),
    status: project.status,
    publishedAt: project.publishedAt?.toISOString() ?? null,
    featuredImage: project.featuredImage,
    featuredImageAlt: project.featuredImageAlt,
    images: galleryOf(project),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

function columnsFrom(input: ProjectInput, stored: Project | undefined) {
  const publishing = input.status === "published";
  return {
    title: input.title,
    slug: input.slug,
    description: input.description || null,
    content: input.content ? sanitizeRichText(input.content) : null,
    location: input.location || null,
    projectType: input.projectType || null,
    completedAt: storedDay(input.completedAt),
    status: input.status,
    publishedAt: publicationTime(input.publishedAt, stored?.publishedAt ?? null, publishing),
    featuredImage: input.featuredImage || null,
    featuredImageAlt: input.featuredImage ? input.featuredImageAlt || null : null,
    images: JSON.stringify(input.images),
  };
}

const slugTakenAs =
  (input: ProjectInput) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new SlugTaken(input.slug, projectFormMessages.slugTaken);
    throw error;
  };

export async function listProjectsForAdmin(db: Db): Promise<AdminProject[]> {
  return (await listAllProjects(db)).map(toAdminProject);
}

export async function getProjectForAdmin(db: Db, id: number): Promise<AdminProject> {
  const project = await findProjectById(db, id);
  if (!project) throw new AdminProjectNotFound(id);
  return toAdminProject(project);
}

export async function createProject(db: Db, input: ProjectInput): Promise<AdminProject> {
  return db.transaction().execute(async (trx) => {
    const project = await insertProject(trx, columnsFrom(input, undefined)).catch(slugTakenAs(input));
    await recordSlugChange(trx, { kind: "project", before: undefined, after: project.slug, wasPublished: false });
    if (project.status === "published") await requestSiteRebuild(trx, `project "${project.slug}" published`);
    return toAdminProject(project);
  });
}

/** Rebuilds when the project was or is now published (the portfolio shows it or showed it). */
export async function updateProject(db: Db, id: number, input: ProjectInput): Promise<AdminProject> {
  return db.transaction().execute(async (trx) => {
    const stored = await findProjectById(trx, id);
    if (!stored) throw new AdminProjectNotFound(id);
    const project = await updateProjectById(trx, id, columnsFrom(input, stored)).catch(slugTakenAs(input));
    if (!project) throw new AdminProjectNotFound(id);
    const wasPublished = stored.status === "published";
    await recordSlugChange(trx, { kind: "project", before: stored.slug, after: project.slug, wasPublished });
    const published = project.status === "published";
    if (published || wasPublished) {
      const change = !wasPublished ? "published" : published ? "updated" : "unpublished";
      await requestSiteRebuild(trx, `project "${project.slug}" ${change}`);
    }
    return toAdminProject(project);
  });
}

export async function deleteProject(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const project = await deleteProjectById(trx, id);
    if (!project) throw new AdminProjectNotFound(id);
    await forgetSlug(trx, "project", project.slug);
    if (project.status === "published") await requestSiteRebuild(trx, `project "${project.slug}" deleted`);
    return { id: project.id };
  });
}
