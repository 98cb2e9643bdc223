/**
 * The stored time to first response in business hours (decision 042): which answered leads are
 * not measured yet, storing their measures, and forgetting them all when the rules they were
 * measured by change (`derived_versions`).
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { LeadTable } from "../lead-segments/lead-segments";

export interface UnmeasuredResponse {
  id: number;
  createdAt: Date;
  firstResponseAt: Date;
}

/** Up to `limit` answered leads of `table` without a stored measure (a partial index lists them). */
export async function unmeasuredResponses(db: Db, table: LeadTable, limit: number) {
  const { rows } = await sql<UnmeasuredResponse>`
    select id, created_at, first_response_at from ${sql.raw(table)}
    where first_response_at is not null and first_response_business_ms is null
    order by id limit ${limit}`.execute(db);
  return rows;
}

/** Stores each lead's measure; a lead whose first response was removed meanwhile keeps none. */
export async function storeResponseMeasures(db: Db, table: LeadTable, measures: readonly { id: number; ms: number }[]) {
  if (measures.length === 0) return;
  await sql`
    update ${sql.raw(table)} as lead set first_response_business_ms = m.ms
    from unnest(${measures.map((m) => m.id)}::int[], ${measures.map((m) => m.ms)}::bigint[]) as m(id, ms)
    where lead.id = m.id and lead.first_response_at is not null`.execute(db);
}

/**
 * Records `version` as the rules the stored measures follow. When it differs from the one
 * recorded (the business hours changed), every stored measure is forgotten in the same
 * transaction, to be measured again by the new rules.
 */
export async function adoptMeasureVersion(db: Db, name: string, version: string) {
  const recorded = await db.selectFrom("derivedVersions").select("version").where("name", "=", name).executeTakeFirst();
  if (recorded?.version === version) return;
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .insertInto("derivedVersions")
      .values({ name, version })
      .onConflict((oc) => oc.column("name").doUpdateSet({ version }).where("derivedVersions.version", "<>", version))
      .returning("name")
      .executeTakeFirst();
    if (!changed) return;
    for (const table of ["contactSubmissions", "quotes"] as const) {
      await trx
        .updateTable(table)
        .set({ firstResponseBusinessMs: null })
        .where("firstResponseBusinessMs", "is not", null)
        .execute();
    }
  });
}
