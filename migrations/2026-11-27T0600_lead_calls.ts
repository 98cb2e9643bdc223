/**
 * Issue 34, item 1: a call the owner logs with one tap answers the lead like a reply does. One row
 * per call logged (who, when), shown on the lead's timeline; the rows go with their lead.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_calls")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("cascade"))
    .addColumn("contact_submission_id", "integer", (c) => c.references("contact_submissions.id").onDelete("cascade"))
    .addColumn("logged_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("lead_calls_one_lead", sql`num_nonnulls(quote_id, contact_submission_id) = 1`)
    .execute();
  await db.schema
    .createIndex("lead_calls_quote_idx")
    .on("lead_calls")
    .column("quote_id")
    .where("quote_id", "is not", null)
    .execute();
  await db.schema
    .createIndex("lead_calls_contact_idx")
    .on("lead_calls")
    .column("contact_submission_id")
    .where("contact_submission_id", "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_calls").execute();
}
