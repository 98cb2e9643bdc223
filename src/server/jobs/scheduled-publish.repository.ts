/**
 * SQL of scheduled publishing: the job's last run (job_runs) and the posts and projects whose
 * publication time came since then.
 */
import { sql } from "kysely";
import { becamePublicSince } from "../content/published";
import type { Db } from "../db/schema";

/**
 * Moves the job's mark to now and returns where it stood. The row is locked for the caller's
 * transaction, so two overlapping runs never look back over the same interval.
 */
export async function advanceLastRun(db: Db, name: string): Promise<Date> {
  const row = await db
    .selectFrom("jobRuns")
    .select("lastRunAt")
    .where("name", "=", name)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto("jobRuns")
    .values({ name, lastRunAt: sql<Date>`now()` })
    .onConflict((oc) => oc.column("name").doUpdateSet({ lastRunAt: sql<Date>`now()` }))
    .execute();
  // A job that never ran starts looking from now.
  return row?.lastRunAt ?? new Date();
}

/** Slugs of posts and projects that became public in (since, now]. */
export async function findBecamePublic(db: Db, since: Date): Promise<{ kind: string; slug: string }[]> {
  const posts = db
    .selectFrom("blogPosts")
    .select([sql<string>`'post'`.as("kind"), "slug"])
    .where(becamePublicSince("blogPosts", since));
  const projects = db
    .selectFrom("projects")
    .select([sql<string>`'project'`.as("kind"), "slug"])
    .where(becamePublicSince("projects", since));
  return posts.unionAll(projects).execute();
}
