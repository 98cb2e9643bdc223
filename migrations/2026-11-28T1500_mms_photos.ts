/**
 * Issue 32, item 3: photos a customer texts (MMS) become the lead's photos. A lead photo now comes from the quote
 * form (token_hash, claimed by quote_id) or from a text (sms_message_id, on a quote or a contact enquiry, or on
 * no lead while the text is unmatched); the purge of unclaimed form photos leaves texted ones alone while their
 * text exists.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("lead_photos")
    .alterColumn("token_hash", (c) => c.dropNotNull())
    .addColumn("contact_submission_id", "integer", (c) => c.references("contact_submissions.id").onDelete("set null"))
    .addColumn("sms_message_id", "bigint", (c) => c.references("sms_messages.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("lead_photos_sms_idx").on("lead_photos").column("sms_message_id").execute();
  await db.schema.createIndex("lead_photos_contact_idx").on("lead_photos").column("contact_submission_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("lead_photos").where("token_hash", "is", null).execute();
  await db.schema
    .alterTable("lead_photos")
    .dropColumn("contact_submission_id")
    .dropColumn("sms_message_id")
    .alterColumn("token_hash", (c) => c.setNotNull())
    .execute();
}
