/**
 * Projects managed from the console (issue 13): a project gets a publication time (scheduled
 * publishing, the same rule as posts) and alt text for its featured image; its gallery holds
 * `{ src, alt }` objects from now on (plain URL strings from before stay readable). Renamed
 * published posts and projects keep their old address in slug_redirects, and job_runs records
 * when a scheduled job last ran (the scheduled-publishing job asks "what came due since then").
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("projects")
    .addColumn("published_at", "timestamptz")
    .addColumn("featured_image_alt", "varchar(255)")
    .execute();
  // Published projects were public from their creation.
  await sql`update projects set published_at = created_at where status = 'published'`.execute(db);
  await db.schema
    .createIndex("projects_status_published_idx")
    .on("projects")
    .columns(["status", "published_at"])
    .execute();

  await db.schema
    .createTable("slug_redirects")
    .addColumn("kind", "varchar(20)", (c) => c.notNull().check(sql`kind in ('post', 'project')`))
    .addColumn("from_slug", "varchar(255)", (c) => c.notNull())
    .addColumn("to_slug", "varchar(255)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("slug_redirects_pkey", ["kind", "from_slug"])
    .addCheckConstraint("slug_redirects_not_to_itself", sql`from_slug <> to_slug`)
    .execute();
  await db.schema.createIndex("slug_redirects_to_idx").on("slug_redirects").columns(["kind", "to_slug"]).execute();

  await db.schema
    .createTable("job_runs")
    .addColumn("name", "varchar(100)", (c) => c.primaryKey())
    .addColumn("last_run_at", "timestamptz", (c) => c.notNull())
    .execute();
  // Scheduled publishing looks back from here: nothing before this migration is "newly due".
  await sql`insert into job_runs (name, last_run_at) values ('scheduled-publishing', now())`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
  await db.schema.dropTable("slug_redirects").execute();
  await db.schema.dropIndex("projects_status_published_idx").execute();
  await db.schema.alterTable("projects").dropColumn("featured_image_alt").dropColumn("published_at").execute();
}
