/**
 * Admin: contact submissions. Every route requires a signed-in admin; writes also pass the
 * same-origin and JSON checks of adminOnly.
 *   GET /api/admin/contact-submissions              → all submissions, newest first
 *   PUT /api/admin/contact-submissions/:id/status   → { status } (new, contacted, completed)
 */
import type { Config } from "@netlify/functions";
import { listContactsForAdmin, setContactStatus } from "../src/server/contacts/contacts.service";
import { adminOnly } from "../src/server/http/guards";
import { idParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { readJson } from "../src/server/http/validation";
import { contactStatusUpdateSchema } from "../src/shared/schemas/admin";

const routes: RouteTable = {
  "GET /api/admin/contact-submissions": adminOnly(async ({ db }) => json(await listContactsForAdmin(db))),
  "PUT /api/admin/contact-submissions/:id/status": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    const { status } = await readJson(request, contactStatusUpdateSchema);
    return json(await setContactStatus(db, id, status));
  }),
};

export const config: Config = { path: ["/api/admin/contact-submissions", "/api/admin/contact-submissions/:id/status"] };
export default router(routes, config);
