/**
 * Issue 23, item 8 (docs/decisions/042-reports.md): the numbers page's time to first response on a
 * long history. Each answered lead keeps its response time in business hours, measured once by
 * the report (src/server/reports/response-times.ts) and then only read: created_at and
 * first_response_at never move, so neither does the figure. `derived_versions` names the rules a
 * stored figure was measured by (the business hours' digest); when they change, the figures are
 * measured again. The partial index lists the answered leads not measured yet.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["contact_submissions", "quotes"]) {
    await db.schema.alterTable(table).addColumn("first_response_business_ms", "bigint").execute();
    await sql`create index ${sql.raw(`${table}_unmeasured_response_idx`)} on ${sql.raw(table)} (id)
      where first_response_at is not null and first_response_business_ms is null`.execute(db);
  }
  await db.schema
    .createTable("derived_versions")
    .addColumn("name", "varchar(100)", (c) => c.primaryKey())
    .addColumn("version", "varchar(100)", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("derived_versions").execute();
  for (const table of ["quotes", "contact_submissions"]) {
    await sql`drop index ${sql.raw(`${table}_unmeasured_response_idx`)}`.execute(db);
    await db.schema.alterTable(table).dropColumn("first_response_business_ms").execute();
  }
}
