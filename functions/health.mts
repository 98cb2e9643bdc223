/**
 * GET /api/health: 200 with the database round-trip time; 503 (JSON) when the database is down.
 */
import type { Config } from "@netlify/functions";
import { checkHealth } from "../src/server/health/health.service";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";

export default handle(async (request) => {
  if (request.method !== "GET") return methodNotAllowed(["GET"]);
  return json(await checkHealth());
});

export const config: Config = { path: "/api/health" };
