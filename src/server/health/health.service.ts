/** Health check: one round trip to the database, timed. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { pingDatabase } from "./health.repository";

export interface HealthReport {
  status: "ok";
  database: { status: "up"; roundTripMs: number };
}

export async function checkHealth(db: Kysely<Database>): Promise<HealthReport> {
  const started = performance.now();
  await pingDatabase(db);
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  return { status: "ok", database: { status: "up", roundTripMs } };
}
