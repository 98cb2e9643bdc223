/**
 * Portfolio reads: public projects only (published.ts), shaped as the public API's JSON, with
 * the rich content sanitised and image addresses checked on the way out. An old slug of a
 * renamed project answers SlugMoved.
 */
import { dayOf } from "../../shared/format";
import type { PublicProject } from "../../shared/portfolio";
import { isSafeImageUrl } from "../../shared/schemas/blog-post-form";
import type { GalleryImage } from "../../shared/schemas/project";
import { sanitizeRichText } from "../content/sanitize";
import type { Db, Project } from "../db/schema";
import { ProjectNotFound } from "../errors";
import { assertValidSlug, slugFromUrlPart } from "../content/slug";
import { MEDIA_SIZES } from "../../shared/media";
import { bodyImagePaths, withResponsiveImages } from "../media/body-images";
import { photosForPaths, photosNamed } from "../media/media.service";
import { assertNotMoved } from "../slug-redirects/slug-redirects.service";
import { findPublishedProjectBySlug, listPublishedProjects } from "./projects.repository";

/** The field is admin-entered text: only addresses that pass the image rule are passed on. */
const isShowableImage = (src: string | null | undefined): src is string => Boolean(src) && isSafeImageUrl(src!);

/** The stored gallery in order: `{ src, alt }` objects, or bare URLs stored before alt text existed. */
export function galleryOf(project: Pick<Project, "images">): GalleryImage[] {
  if (!Array.isArray(project.images)) return [];
  return project.images.flatMap((entry) => {
    if (typeof entry === "string") return [{ src: entry, alt: "" }];
    if (entry && typeof entry === "object" && typeof entry.src === "string") {
      return [{ src: entry.src, alt: typeof entry.alt === "string" ? entry.alt : "" }];
    }
    return [];
  });
}

function toPublicProject(project: Project): Omit<PublicProject, "photos"> {
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    description: project.description,
    content: project.content === null ? null : sanitizeRichText(project.content),
    location: project.location,
    projectType: project.projectType,
    featuredImage: isShowableImage(project.featuredImage) ? project.featuredImage : null,
    images: galleryOf(project)
      .map((image) => image.src)
      .filter(isShowableImage),
    completedAt: dayOf(project.completedAt),
    updatedAt: project.updatedAt.toISOString(),
  };
}

/**
 * Adds the library photos (size, alt text) that the projects' image paths name, and makes the
 * photos inside their bodies responsive: one lookup for both.
 */
async function withPhotos(db: Db, projects: Omit<PublicProject, "photos">[]): Promise<PublicProject[]> {
  const pathsOf = (project: Omit<PublicProject, "photos">) => [project.featuredImage, ...project.images];
  const photos = await photosForPaths(
    db,
    projects.flatMap((project) => [...pathsOf(project), ...bodyImagePaths(project.content)]),
  );
  return projects.map((project) => ({
    ...project,
    content: project.content === null ? null : withResponsiveImages(project.content, photos, MEDIA_SIZES.article),
    photos: photosNamed(photos, pathsOf(project)),
  }));
}

export async function listPublicProjects(db: Db): Promise<PublicProject[]> {
  return withPhotos(db, (await listPublishedProjects(db)).map(toPublicProject));
}

export async function findPublicProject(db: Db, slug: string): Promise<PublicProject | undefined> {
  const project = await findPublishedProjectBySlug(db, assertValidSlug(slugFromUrlPart(slug)));
  return project && (await withPhotos(db, [toPublicProject(project)]))[0];
}

export async function getPublicProject(db: Db, slug: string): Promise<PublicProject> {
  const project = await findPublicProject(db, slug);
  if (project) return project;
  await assertNotMoved(db, "project", slugFromUrlPart(slug));
  throw new ProjectNotFound(slug);
}
