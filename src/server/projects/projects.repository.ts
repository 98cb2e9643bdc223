/**
 * All SQL of the portfolio. Public reads only ever see public projects (published.ts); the
 * admin's side works on every project, drafts and scheduled ones included, by id.
 */
import { sql } from "kysely";
import type { Db, NewProject, Project, ProjectUpdate } from "../db/schema";
import { isPublicProject } from "./published";

export async function listPublishedProjects(db: Db): Promise<Project[]> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where(isPublicProject("projects"))
    .orderBy("completedAt", (ob) => ob.desc().nullsLast())
    .orderBy("id", "desc")
    .execute();
}

export async function findPublishedProjectBySlug(db: Db, slug: string): Promise<Project | undefined> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where(isPublicProject("projects"))
    .where("slug", "=", slug)
    .executeTakeFirst();
}

// ——— The admin's side ———

/** Every project, newest first. */
export async function listAllProjects(db: Db): Promise<Project[]> {
  return db.selectFrom("projects").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function findProjectById(db: Db, id: number): Promise<Project | undefined> {
  return db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertProject(db: Db, project: NewProject): Promise<Project> {
  return db.insertInto("projects").values(project).returningAll().executeTakeFirstOrThrow();
}

export async function updateProjectById(db: Db, id: number, changes: ProjectUpdate): Promise<Project | undefined> {
  return db
    .updateTable("projects")
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteProjectById(db: Db, id: number): Promise<Project | undefined> {
  return db.deleteFrom("projects").where("id", "=", id).returningAll().executeTakeFirst();
}
