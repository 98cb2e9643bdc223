/**
 * All SQL of the portfolio. Public reads only ever see public projects (published.ts); the
 * admin's side works on every project, drafts and scheduled ones included, by id.
 */
import { sql, type Kysely } from "kysely";
import type { Database, NewProject, Project, ProjectUpdate } from "../db/schema";
import { isPublicProject } from "./published";

export async function listPublishedProjects(db: Kysely<Database>): Promise<Project[]> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where(isPublicProject("projects"))
    .orderBy("completedAt", (ob) => ob.desc().nullsLast())
    .orderBy("id", "desc")
    .execute();
}

export async function findPublishedProjectBySlug(db: Kysely<Database>, slug: string): Promise<Project | undefined> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where(isPublicProject("projects"))
    .where("slug", "=", slug)
    .executeTakeFirst();
}

// ——— The admin's side ———

/** Every project, newest first. */
export async function listAllProjects(db: Kysely<Database>): Promise<Project[]> {
  return db.selectFrom("projects").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function findProjectById(db: Kysely<Database>, id: number): Promise<Project | undefined> {
  return db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertProject(db: Kysely<Database>, project: NewProject): Promise<Project> {
  return db.insertInto("projects").values(project).returningAll().executeTakeFirstOrThrow();
}

export async function updateProjectById(
  db: Kysely<Database>,
  id: number,
  changes: ProjectUpdate,
): Promise<Project | undefined> {
  return db
    .updateTable("projects")
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteProjectById(db: Kysely<Database>, id: number): Promise<Project | undefined> {
  return db.deleteFrom("projects").where("id", "=", id).returningAll().executeTakeFirst();
}
