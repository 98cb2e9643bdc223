/**
 * Admin: contact submissions (SPEC §7). Every route requires a signed-in admin; writes also pass
 * the same-origin and JSON checks of requireAdmin.
 *   GET /api/admin/contact-submissions              → all submissions, newest first
 *   PUT /api/admin/contact-submissions/:id/status   → { status } (new, contacted, completed)
 */
import type { Config, Context } from "@netlify/functions";
import { requireAdmin } from "../src/server/auth/guard";
import { listContactsForAdmin, setContactStatus } from "../src/server/contacts/contacts.service";
import { withDb } from "../src/server/db/client";
import { handle, json, methodNotAllowed } from "../src/server/http/respond";
import { routeId } from "../src/server/http/route-params";
import { readJson } from "../src/server/http/validation";
import { contactStatusUpdateSchema } from "../src/shared/schemas/admin";

export default handle(async (request: Request, context: Context) => {
  await requireAdmin(request);
  if (!context.params?.id) {
    if (request.method !== "GET") return methodNotAllowed(["GET"]);
    return json(await withDb(listContactsForAdmin));
  }
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  const id = routeId(context);
  const { status } = await readJson(request, contactStatusUpdateSchema);
  return json(await withDb((db) => setContactStatus(db, id, status)));
});

export const config: Config = {
  path: ["/api/admin/contact-submissions", "/api/admin/contact-submissions/:id/status"],
};
