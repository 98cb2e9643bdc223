/**
 * GET /api/health: 200 with the database round-trip time; 503 (JSON) when the database is down.
 */
import type { Config } from "@netlify/functions";
import { checkHealth } from "../src/server/health/health.service";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";

const routes: RouteTable = {
  "GET /api/health": async ({ db }) => json(await checkHealth(db)),
};

export const config: Config = { path: "/api/health" };
export default router(routes, config);
