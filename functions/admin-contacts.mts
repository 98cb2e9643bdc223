/**
 * Admin: contact submissions (SPEC §7). Every route requires a signed-in admin; writes also pass
 * the same-origin and JSON checks of requireAdmin.
 *   GET /api/admin/contact-submissions              → all submissions, newest first
 *   PUT /api/admin/contact-submissions/:id/status   → { status } (new, contacted, completed)
 */
import type { Config } from "@netlify/functions";
import { requireAdmin } from "../src/server/auth/guard";
import { listContactsForAdmin, setContactStatus } from "../src/server/contacts/contacts.service";
import { withDb } from "../src/server/db/client";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { matchPath, parseRouteId, pathOf } from "../src/server/http/route-params";
import { readJson } from "../src/server/http/validation";
import { contactStatusUpdateSchema } from "../src/shared/schemas/admin";

const COLLECTION = "/api/admin/contact-submissions";
const STATUS = /^\/api\/admin\/contact-submissions\/([^/]+)\/status$/;

export default handle(async (request: Request) => {
  await requireAdmin(request);
  if (pathOf(request) === COLLECTION) {
    if (request.method !== "GET") return methodNotAllowed(["GET"]);
    return json(await withDb(listContactsForAdmin));
  }
  const id = parseRouteId(matchPath(request, STATUS)[0]);
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const { status } = await readJson(request, contactStatusUpdateSchema);
  return json(await withDb((db) => setContactStatus(db, id, status)));
});

export const config: Config = {
  path: ["/api/admin/contact-submissions", "/api/admin/contact-submissions/:id/status"],
};
