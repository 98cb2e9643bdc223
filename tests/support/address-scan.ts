/** Where an e-mail address still appears: every table of the public schema, each row read as text. */
import { sql } from "kysely";
import { testDb } from "./db";

export async function tablesHolding(address: string): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'
  `.execute(testDb());
  const holding: string[] = [];
  for (const { tablename } of rows) {
    const { rows: found } = await sql<{ n: string }>`
      select count(*) as n from ${sql.table(tablename)} as t where t::text ilike ${`%${address}%`}
    `.execute(testDb());
    if (Number(found[0]!.n) > 0) holding.push(tablename);
  }
  return holding;
}
