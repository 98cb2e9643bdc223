/** Health check: one round trip to the database, timed. */
import { sql } from "kysely";
import { withDb } from "../db/client";

export interface HealthReport {
  status: "ok";
  database: { status: "up"; roundTripMs: number };
}

export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now();
  await withDb((db) => sql`select 1`.execute(db));
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  return { status: "ok", database: { status: "up", roundTripMs } };
}
