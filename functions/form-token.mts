/**
 * GET /api/form-token: a signed note of when a lead form was opened (src/server/intake/form-token.ts),
 * fetched by the contact and quote islands as they hydrate and sent back with the lead. Never
 * cached (each one carries its own time), and it needs no database.
 */
import type { Config } from "@netlify/functions";
import { issueFormToken } from "../src/server/intake/form-token";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";

const routes: RouteTable = {
  "GET /api/form-token": async () =>
    json({ token: await issueFormToken() }, { headers: { "Cache-Control": "no-store" } }),
};

export const config: Config = { path: "/api/form-token" };
export default router(routes, config);
