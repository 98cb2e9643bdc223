/**
 * Admin: the blog's newsletter list. Every route requires a signed-in admin (adminOnly).
 *   GET /api/admin/newsletter/subscribers → ?q&status: { subscribers, counts }, newest first
 *   GET /api/admin/export/newsletter.csv  → ?q&status: the same list as CSV
 */
import { csvHeaders } from "../export/csv";
import { adminOnly } from "../http/guards";
import { json, withSecurityHeaders } from "../http/respond";
import { type RouteTable } from "../http/router";
import { subscriberList, subscribersCsv } from "./newsletter-admin.service";
import { subscriberFiltersServerSchema } from "../../shared/schemas/newsletter-server";

const filtersOf = (request: Request) =>
  subscriberFiltersServerSchema.parse(Object.fromEntries(new URL(request.url).searchParams));

export const newsletterAdminRoutes: RouteTable = {
  "GET /api/admin/newsletter/subscribers": adminOnly(async ({ db, request }) =>
    json(await subscriberList(db, filtersOf(request))),
  ),
  "GET /api/admin/export/newsletter.csv": adminOnly(async ({ db, request }) =>
    withSecurityHeaders(
      new Response(await subscribersCsv(db, filtersOf(request)), { headers: csvHeaders("newsletter-subscribers.csv") }),
    ),
  ),
};
