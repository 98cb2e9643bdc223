/**
 * Issue 21: every word with the customer on the lead (decision 038).
 * - postmark_events: each webhook body Postmark posts, stored before anything else happens, once per
 *   (record_type, message_id) so a retried or duplicated post is stored once; processed_at, attempts and
 *   last_error let the job retry a processing step that failed.
 * - lead_mailboxes: one random hash per lead (Reply-To `reply+{hash}@INBOUND_DOMAIN`), unique.
 * - lead_messages: the conversation, in and out, on a lead (contact or quote); an inbound message no lead
 *   claims has neither and sits in the Unmatched list until the owner attaches or discards it.
 * - email_outbox: what Postmark's Delivery, Bounce, SpamComplaint and Open events said about a message.
 * The owner's snippets (saved replies) are one key of the settings table, like the proposal defaults.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("postmark_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("record_type", "varchar(40)", (c) => c.notNull())
    .addColumn("message_id", "varchar(200)", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("processed_at", "timestamptz")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "varchar(2000)")
    .addUniqueConstraint("postmark_events_record_message_key", ["record_type", "message_id"])
    .execute();
  await sql`create index postmark_events_unprocessed_idx on postmark_events (received_at) where processed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable("lead_mailboxes")
    .addColumn("hash", "varchar(40)", (c) => c.primaryKey())
    .addColumn("contact_submission_id", "integer", (c) =>
      c.unique().references("contact_submissions.id").onDelete("cascade"),
    )
    .addColumn("quote_id", "integer", (c) => c.unique().references("quotes.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("lead_mailboxes_one_lead", sql`(contact_submission_id is null) <> (quote_id is null)`)
    .execute();

  await db.schema
    .createTable("lead_messages")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("direction", "varchar(3)", (c) => c.notNull().check(sql`direction in ('in', 'out')`))
    .addColumn("contact_submission_id", "integer", (c) => c.references("contact_submissions.id").onDelete("cascade"))
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("cascade"))
    .addColumn("outbox_id", "bigint", (c) => c.unique().references("email_outbox.id").onDelete("set null"))
    .addColumn("postmark_event_id", "bigint", (c) => c.unique().references("postmark_events.id").onDelete("set null"))
    .addColumn("from_address", "varchar(320)", (c) => c.notNull())
    .addColumn("from_name", "varchar(200)")
    .addColumn("subject", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("text_body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("stripped_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("html_body", "text")
    .addColumn("header_message_id", "varchar(998)")
    .addColumn("references_header", "text")
    .addColumn("attachments", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("sent_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("read_at", "timestamptz")
    .addColumn("answered_at", "timestamptz")
    .addColumn("discarded_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("lead_messages_one_lead", sql`contact_submission_id is null or quote_id is null`)
    .execute();
  await sql`create index lead_messages_quote_idx on lead_messages (quote_id, created_at) where quote_id is not null`.execute(
    db,
  );
  await sql`create index lead_messages_contact_idx on lead_messages (contact_submission_id, created_at) where contact_submission_id is not null`.execute(
    db,
  );
  await sql`create index lead_messages_unread_idx on lead_messages (created_at) where direction = 'in' and read_at is null and discarded_at is null`.execute(
    db,
  );

  await db.schema
    .alterTable("email_outbox")
    .addColumn("delivered_at", "timestamptz")
    .addColumn("bounced_at", "timestamptz")
    .addColumn("bounce_type", "varchar(40)")
    .addColumn("bounce_description", "varchar(500)")
    .addColumn("bounce_inactive", "boolean")
    .addColumn("bounce_can_activate", "boolean")
    .addColumn("complained_at", "timestamptz")
    .addColumn("opened_at", "timestamptz")
    .execute();
  await sql`create index email_outbox_provider_message_idx on email_outbox (provider_message_id) where provider_message_id is not null`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists email_outbox_provider_message_idx`.execute(db);
  await db.schema
    .alterTable("email_outbox")
    .dropColumn("delivered_at")
    .dropColumn("bounced_at")
    .dropColumn("bounce_type")
    .dropColumn("bounce_description")
    .dropColumn("bounce_inactive")
    .dropColumn("bounce_can_activate")
    .dropColumn("complained_at")
    .dropColumn("opened_at")
    .execute();
  await db.schema.dropTable("lead_messages").execute();
  await db.schema.dropTable("lead_mailboxes").execute();
  await db.schema.dropTable("postmark_events").execute();
}
