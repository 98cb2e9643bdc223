/**
 * Issue 23, the numbers page (docs/decisions/042-reports.md): what its queries need on a long
 * history (50,000 leads, five years).
 *   - source_key on contacts and quotes: the first-touch source a report counts a lead under, the
 *     one definition of it (UTM source in lower case, else the referrer's host without "www.",
 *     else '(direct)' when only a landing page was kept, else '(none)'), stored so neither the
 *     report nor a list filtered by it runs two regular expressions per row at read time.
 *   - quotes by created_at (contacts have theirs since the first migration), quotes by won_at and
 *     by lost_at (partial: most quotes are neither), and sent proposals by quote.
 */
import { sql, type Kysely } from "kysely";

const SOURCE_KEY = sql.raw(`coalesce(
  nullif(lower(btrim(utm_source)), ''),
  nullif(regexp_replace(lower(substring(source_referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '^www\\.', ''), ''),
  case when nullif(btrim(source_landing_page), '') is not null then '(direct)' end,
  '(none)')`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["contact_submissions", "quotes"]) {
    await sql`alter table ${sql.raw(table)} add column source_key varchar(255) generated always as (${SOURCE_KEY}) stored`.execute(
      db,
    );
  }
  await sql`create index quotes_created_idx on quotes (created_at)`.execute(db);
  await sql`create index quotes_won_idx on quotes (won_at) where won_at is not null`.execute(db);
  await sql`create index quotes_lost_idx on quotes (lost_at) where lost_at is not null`.execute(db);
  await sql`create index proposals_sent_quote_idx on proposals (quote_id) where sent_at is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index proposals_sent_quote_idx`.execute(db);
  await sql`drop index quotes_lost_idx`.execute(db);
  await sql`drop index quotes_won_idx`.execute(db);
  await sql`drop index quotes_created_idx`.execute(db);
  for (const table of ["quotes", "contact_submissions"]) {
    await sql`alter table ${sql.raw(table)} drop column source_key`.execute(db);
  }
}
