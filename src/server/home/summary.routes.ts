/**
 * Admin: the counts the home page's admin strip shows. Requires a signed-in admin.
 *   GET /api/admin/summary → { newContacts, newQuotes, draftPosts }
 */
import { adminSummary } from "./admin-summary.service";
import { adminOnly } from "../http/guards";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";

export const summaryRoutes: RouteTable = {
  "GET /api/admin/summary": adminOnly(async ({ db }) => json(await adminSummary(db))),
};
