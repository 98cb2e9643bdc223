/**
 * Uploaded photos. The image files live in Netlify Blobs under `key`; this table holds what pages
 * need without reading them (size for width/height, alt text) and who uploaded what. `key` is
 * random and never reused, so every served URL can be cached for a year.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("key", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("alt", "varchar(500)", (c) => c.notNull().check(sql`length(btrim(alt)) > 0`))
    .addColumn("filename", "varchar(255)", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (c) => c.notNull().check(sql`height > 0`))
    .addColumn("bytes", "integer", (c) => c.notNull().check(sql`bytes > 0`))
    .addColumn("content_type", "varchar(100)", (c) => c.notNull())
    .addColumn("uploaded_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("media_created_at_idx").on("media").columns(["created_at desc", "id desc"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media").execute();
}
