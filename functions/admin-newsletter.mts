/**
 * Admin: the blog's newsletter list. Every route requires a signed-in admin (adminOnly).
 *   GET /api/admin/newsletter/subscribers → ?q&status: { subscribers, counts }, newest first
 *   GET /api/admin/export/newsletter.csv  → ?q&status: the same list as CSV
 */
import type { Config } from "@netlify/functions";
import { csvHeaders } from "../src/server/export/csv";
import { adminOnly } from "../src/server/http/guards";
import { json, withSecurityHeaders } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { subscriberList, subscribersCsv } from "../src/server/newsletter/newsletter-admin.service";
import { subscriberFiltersServerSchema } from "../src/shared/schemas/newsletter-server";

const filtersOf = (request: Request) =>
  subscriberFiltersServerSchema.parse(Object.fromEntries(new URL(request.url).searchParams));

const routes: RouteTable = {
  "GET /api/admin/newsletter/subscribers": adminOnly(async ({ db, request }) =>
    json(await subscriberList(db, filtersOf(request))),
  ),
  "GET /api/admin/export/newsletter.csv": adminOnly(async ({ db, request }) =>
    withSecurityHeaders(
      new Response(await subscribersCsv(db, filtersOf(request)), { headers: csvHeaders("newsletter-subscribers.csv") }),
    ),
  ),
};

export const config: Config = { path: ["/api/admin/newsletter/subscribers", "/api/admin/export/newsletter.csv"] };
export default router(routes, config);
