/**
 * Issue 21, item 7: the lead's timeline says who changed its status, and when. One row per change
 * the owner makes in the console (from, to, by whom); a lead's own first answer by e-mail is the
 * first response already kept on the lead. The rows go with their lead (a deletion of the person).
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_status_changes")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("cascade"))
    .addColumn("contact_submission_id", "integer", (c) => c.references("contact_submissions.id").onDelete("cascade"))
    .addColumn("from_status", "varchar(20)", (c) => c.notNull())
    .addColumn("to_status", "varchar(20)", (c) => c.notNull())
    .addColumn("changed_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("lead_status_changes_one_lead", sql`num_nonnulls(quote_id, contact_submission_id) = 1`)
    .execute();
  await db.schema
    .createIndex("lead_status_changes_quote_idx")
    .on("lead_status_changes")
    .column("quote_id")
    .where("quote_id", "is not", null)
    .execute();
  await db.schema
    .createIndex("lead_status_changes_contact_idx")
    .on("lead_status_changes")
    .column("contact_submission_id")
    .where("contact_submission_id", "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_status_changes").execute();
}
