/**
 * GET /api/health: liveness, 200 without touching the database (uptime probes).
 * GET /api/health/db: 200 with the database round-trip time (cached a few seconds); 503 (JSON)
 * when the database is down.
 */
import { checkDatabase, liveness } from "./health.service";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";

export const healthRoutes: RouteTable = {
  "GET /api/health": () => json(liveness()),
  "GET /api/health/db": async ({ db }) => json(await checkDatabase(db)),
};
