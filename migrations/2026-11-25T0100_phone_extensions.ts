/**
 * Phone numbers keep their extension ("(973) 555-0142 ext. 12", issue 25): the contact and quote
 * phone columns grow from 20 to 30 characters, room for "+" and 15 digits with a 6-digit extension.
 * The contact desk's generated search text reads the phone column, and Postgres does not change a
 * column's type under a generated column, so that column and its index are made again, the same.
 */
import { sql, type Kysely } from "kysely";

/** The contact desk's search text, as 2026-11-24T0300_contact_desk made it. */
async function addSearchText(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table contact_submissions add column search_text text generated always as (lower(
      first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '') || ' '
      || regexp_replace(coalesce(phone, ''), '\\D', '', 'g') || ' ' || message
    )) stored
  `.execute(db);
  await sql`create index contact_submissions_search_idx on contact_submissions using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

async function setPhoneLength(db: Kysely<unknown>, length: number): Promise<void> {
  await sql`alter table contact_submissions drop column search_text`.execute(db);
  for (const table of ["contact_submissions", "quotes"]) {
    await sql`alter table ${sql.table(table)} alter column phone type ${sql.raw(`varchar(${length})`)} using left(phone, ${sql.lit(length)})`.execute(
      db,
    );
  }
  await addSearchText(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setPhoneLength(db, 30);
}

/** Back to 20 characters: a longer number loses its end (the extension). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await setPhoneLength(db, 20);
}
