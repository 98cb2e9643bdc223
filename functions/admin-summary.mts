/**
 * Admin: the counts the home page's admin strip shows. Requires a signed-in admin.
 *   GET /api/admin/summary → { newContacts, newQuotes, draftPosts }
 */
import type { Config } from "@netlify/functions";
import { adminSummary } from "../src/server/home/admin-summary.service";
import { adminOnly } from "../src/server/http/guards";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";

const routes: RouteTable = {
  "GET /api/admin/summary": adminOnly(async ({ db }) => json(await adminSummary(db))),
};

export const config: Config = { path: ["/api/admin/summary"] };
export default router(routes, config);
