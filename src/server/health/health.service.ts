/**
 * Health checks. Liveness (GET /api/health) says the function runs and never touches the
 * database, so an uptime probe cannot load it. The database check (GET /api/health/db) makes one
 * timed round trip; a success is reused for DATABASE_CHECK_CACHE_MS and concurrent checks share
 * one query, so however often it is polled the database sees at most one ping per interval.
 * Failures are not cached: a recovered database shows as up on the next request.
 */
import type { Db } from "../db/schema";
import { pingDatabase } from "./health.repository";

export const DATABASE_CHECK_CACHE_MS = 5_000;

export interface LivenessReport {
  status: "ok";
}

export interface DatabaseHealthReport {
  status: "ok";
  database: { status: "up"; roundTripMs: number; checkedAt: string };
}

export function liveness(): LivenessReport {
  return { status: "ok" };
}

let lastSuccess: { at: number; report: DatabaseHealthReport } | undefined;
let inFlight: Promise<DatabaseHealthReport> | undefined;

async function pingTimed(db: Db): Promise<DatabaseHealthReport> {
  const started = performance.now();
  await pingDatabase(db);
  const roundTripMs = Math.max(0.01, Math.round((performance.now() - started) * 100) / 100);
  const report: DatabaseHealthReport = {
    status: "ok",
    database: { status: "up", roundTripMs, checkedAt: new Date().toISOString() },
  };
  lastSuccess = { at: performance.now(), report };
  return report;
}

export async function checkDatabase(db: Db): Promise<DatabaseHealthReport> {
  if (lastSuccess && performance.now() - lastSuccess.at < DATABASE_CHECK_CACHE_MS) return lastSuccess.report;
  inFlight ??= pingTimed(db).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/**
 * Forgets the reused success, as DATABASE_CHECK_CACHE_MS passing does: for tests that take the
 * database away and must see the next check reach it (health.service.test.ts proves the expiry).
 */
export function forgetDatabaseCheck(): void {
  lastSuccess = undefined;
}
