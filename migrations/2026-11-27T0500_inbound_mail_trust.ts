/**
 * Issue 33, findings 2 and 10: inbound mail that proves its sender, and reply hashes that rotate.
 * - lead_messages.sender_unverified: why an inbound message's sender could not be trusted (Postmark's
 *   SPF / DKIM results did not pass and align with the From domain, or SpamAssassin called it spam);
 *   null when the sender was verified or the message came by the lead's own reply+{hash} address.
 * - lead_mailboxes: a lead may now have several hashes, one current (retired_at null) and older ones
 *   that still match for a while after they were retired; at most one current hash per lead.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("lead_messages").addColumn("sender_unverified", "varchar(200)").execute();
  await db.schema.alterTable("lead_mailboxes").addColumn("retired_at", "timestamptz").execute();
  await sql`alter table lead_mailboxes drop constraint lead_mailboxes_contact_submission_id_key`.execute(db);
  await sql`alter table lead_mailboxes drop constraint lead_mailboxes_quote_id_key`.execute(db);
  await sql`create unique index lead_mailboxes_current_quote_idx on lead_mailboxes (quote_id) where retired_at is null and quote_id is not null`.execute(
    db,
  );
  await sql`create unique index lead_mailboxes_current_contact_idx on lead_mailboxes (contact_submission_id) where retired_at is null and contact_submission_id is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("lead_mailboxes").where("retired_at", "is not", null).execute();
  await sql`drop index lead_mailboxes_current_quote_idx`.execute(db);
  await sql`drop index lead_mailboxes_current_contact_idx`.execute(db);
  await sql`alter table lead_mailboxes add constraint lead_mailboxes_quote_id_key unique (quote_id)`.execute(db);
  await sql`alter table lead_mailboxes add constraint lead_mailboxes_contact_submission_id_key unique (contact_submission_id)`.execute(
    db,
  );
  await db.schema.alterTable("lead_mailboxes").dropColumn("retired_at").execute();
  await db.schema.alterTable("lead_messages").dropColumn("sender_unverified").execute();
}
