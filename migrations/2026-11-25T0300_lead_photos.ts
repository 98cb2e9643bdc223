/**
 * Photos a visitor attaches to a quote request (decision 036c). Each is uploaded on its own
 * request before the lead is sent, bound to the form token by its hash, and claimed by the quote
 * the same token submits. The files live in Netlify Blobs (store `lead-photos`) under `key`.
 * A row without a quote older than a day (never attached, or its quote deleted: SET NULL) is
 * purged with its files by the scheduled job.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_photos")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("key", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("set null"))
    .addColumn("filename", "varchar(255)", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (c) => c.notNull().check(sql`height > 0`))
    .addColumn("bytes", "integer", (c) => c.notNull().check(sql`bytes > 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("lead_photos_token_idx").on("lead_photos").column("token_hash").execute();
  await db.schema.createIndex("lead_photos_quote_idx").on("lead_photos").column("quote_id").execute();
  await db.schema
    .createIndex("lead_photos_unclaimed_idx")
    .on("lead_photos")
    .column("created_at")
    .where(sql.ref("quote_id"), "is", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_photos").execute();
}
