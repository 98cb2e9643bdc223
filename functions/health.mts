/**
 * GET /api/health: liveness, 200 without touching the database (uptime probes).
 * GET /api/health/db: 200 with the database round-trip time (cached a few seconds); 503 (JSON)
 * when the database is down.
 */
import type { Config } from "@netlify/functions";
import { checkDatabase, liveness } from "../src/server/health/health.service";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";

const routes: RouteTable = {
  "GET /api/health": () => json(liveness()),
  "GET /api/health/db": async ({ db }) => json(await checkDatabase(db)),
};

export const config: Config = { path: ["/api/health", "/api/health/db"] };
export default router(routes, config);
