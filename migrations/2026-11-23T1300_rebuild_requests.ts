/**
 * The rebuild debounce gets its own table. It used to keep its pending request as a row of
 * rate_limit_buckets (key 'site-rebuild', hits = requests, window_start = last request), so one
 * table did two jobs. One row per pending rebuild target; a pending row is moved across.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rebuild_requests")
    .addColumn("target", "varchar(50)", (c) => c.primaryKey())
    .addColumn("requests", "integer", (c) => c.notNull().check(sql`requests > 0`))
    .addColumn("last_requested_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into rebuild_requests (target, requests, last_requested_at)
    select 'site', hits, window_start from rate_limit_buckets where key = 'site-rebuild'
  `.execute(db);
  await sql`delete from rate_limit_buckets where key = 'site-rebuild'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    insert into rate_limit_buckets (key, window_start, hits)
    select 'site-rebuild', last_requested_at, requests from rebuild_requests where target = 'site'
  `.execute(db);
  await db.schema.dropTable("rebuild_requests").execute();
}
