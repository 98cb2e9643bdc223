/** All SQL of the portfolio. Public reads only ever see projects with status 'published'. */
import type { Kysely } from "kysely";
import type { Database, Project } from "../db/schema";

export async function listPublishedProjects(db: Kysely<Database>): Promise<Project[]> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("completedAt", (ob) => ob.desc().nullsLast())
    .orderBy("id", "desc")
    .execute();
}

export async function findPublishedProjectBySlug(db: Kysely<Database>, slug: string): Promise<Project | undefined> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where("status", "=", "published")
    .where("slug", "=", slug)
    .executeTakeFirst();
}
