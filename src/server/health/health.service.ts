/** Health check: one round trip to the database, timed. */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface HealthReport {
  status: "ok";
  database: { status: "up"; roundTripMs: number };
}

export async function checkHealth(db: Kysely<Database>): Promise<HealthReport> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  return { status: "ok", database: { status: "up", roundTripMs } };
}
