/**
 * Portfolio reads: published projects only, shaped as the public API's JSON,
 * with the rich content sanitised on the way out.
 */
import type { Kysely } from "kysely";
import type { PublicProject } from "../../shared/portfolio";
import { sanitizeRichText } from "../content/sanitize";
import type { Database, Project } from "../db/schema";
import { ProjectNotFound } from "../errors";
import { assertValidSlug, slugFromUrlPart } from "../content/slug";
import { photosForPaths, photosNamed } from "../media/media.service";
import { findPublishedProjectBySlug, listPublishedProjects } from "./projects.repository";

/** Only http(s) or site-relative image URLs are passed on (the field is admin-entered text). */
function isSafeImageUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(url);
}

function toPublicProject(project: Project): Omit<PublicProject, "photos"> {
  const images = Array.isArray(project.images) ? project.images.filter((url) => typeof url === "string") : [];
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    description: project.description,
    content: project.content === null ? null : sanitizeRichText(project.content),
    location: project.location,
    projectType: project.projectType,
    featuredImage: project.featuredImage && isSafeImageUrl(project.featuredImage) ? project.featuredImage : null,
    images: images.filter(isSafeImageUrl),
    completedAt: project.completedAt?.toISOString() ?? null,
    updatedAt: project.updatedAt.toISOString(),
  };
}

/** Adds the library photos (size, alt text) that the projects' image paths name. */
async function withPhotos(db: Kysely<Database>, projects: Omit<PublicProject, "photos">[]): Promise<PublicProject[]> {
  const pathsOf = (project: Omit<PublicProject, "photos">) => [project.featuredImage, ...project.images];
  const photos = await photosForPaths(db, projects.flatMap(pathsOf));
  return projects.map((project) => ({ ...project, photos: photosNamed(photos, pathsOf(project)) }));
}

export async function listPublicProjects(db: Kysely<Database>): Promise<PublicProject[]> {
  return withPhotos(db, (await listPublishedProjects(db)).map(toPublicProject));
}

export async function findPublicProject(db: Kysely<Database>, slug: string): Promise<PublicProject | undefined> {
  const project = await findPublishedProjectBySlug(db, assertValidSlug(slugFromUrlPart(slug)));
  return project && (await withPhotos(db, [toPublicProject(project)]))[0];
}

export async function getPublicProject(db: Kysely<Database>, slug: string): Promise<PublicProject> {
  const project = await findPublicProject(db, slug);
  if (!project) throw new ProjectNotFound(slug);
  return project;
}
