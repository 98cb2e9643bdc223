/**
 * The contact desk: private notes on a contact, when its spam flag was cleared by hand (the
 * reason stays as history), the desk's search text (name, e-mail, phone as typed and as digits,
 * message) lower-cased in a generated column with a trigram index, and the indexes that find a contact's e-mails and every lead of one address (the "delete
 * this person" lookup is by lower-cased e-mail).
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("notes", "text")
    .addColumn("spam_cleared_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("email_outbox_contact_idx")
    .on("email_outbox")
    .column("contact_submission_id")
    .where(sql.ref("contact_submission_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("email_outbox_quote_idx")
    .on("email_outbox")
    .column("quote_id")
    .where(sql.ref("quote_id"), "is not", null)
    .execute();
  // What the desk's search matches, lower-cased once on write: a plain LIKE over it is several
  // times cheaper than ILIKE over the columns, and the trigram index serves it on larger tables.
  await sql`
    alter table contact_submissions add column search_text text generated always as (lower(
      first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '') || ' '
      || regexp_replace(coalesce(phone, ''), '\\D', '', 'g') || ' ' || message
    )) stored
  `.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index contact_submissions_search_idx on contact_submissions using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index contact_submissions_email_idx on contact_submissions (lower(email))`.execute(db);
  await sql`create index quotes_email_idx on quotes (lower(email))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("quotes_email_idx").execute();
  await db.schema.dropIndex("contact_submissions_email_idx").execute();
  await db.schema.dropIndex("contact_submissions_search_idx").execute();
  await db.schema.dropIndex("email_outbox_quote_idx").execute();
  await db.schema.dropIndex("email_outbox_contact_idx").execute();
  await db.schema
    .alterTable("contact_submissions")
    .dropColumn("search_text")
    .dropColumn("spam_cleared_at")
    .dropColumn("notes")
    .execute();
}
