/**
 * Admin: contact submissions. Every route requires a signed-in admin; writes also pass the
 * same-origin and JSON checks of adminOnly.
 *   GET    /api/admin/contact-submissions              → all submissions, newest first
 *   PUT    /api/admin/contact-submissions/:id/status   → { status } (new, contacted, completed)
 *   GET    /api/admin/contact-submissions/search       → ?q&status&spam&page (+ a report segment: rfrom, rto, …): one page, newest first
 *   GET    /api/admin/contact-submissions/:id          → one submission in full, with its e-mails
 *   DELETE /api/admin/contact-submissions/:id          → "Delete this person" (every lead of the address)
 *   PUT    /api/admin/contact-submissions/:id/notes    → { notes }: the private notes
 *   POST   /api/admin/contact-submissions/:id/not-spam → clears the spam flag
 *   GET    /api/admin/export/contacts.csv              → ?q&status&spam: every matching submission as CSV
 */
import {
  contactDetail,
  contactsCsv,
  markContactNotSpam,
  saveContactNotes,
  searchContacts,
} from "./contact-desk.service";
import { listContactsForAdmin, setContactStatus } from "./contacts.service";
import { csvHeaders } from "../export/csv";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json, withSecurityHeaders } from "../http/respond";
import { type RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { deletePerson } from "../privacy/privacy.service";
import { contactStatusUpdateSchema } from "../../shared/schemas/admin";
import { contactFiltersServerSchema, contactNotesServerSchema } from "../../shared/schemas/contacts-desk";
import { segmentParams } from "../../shared/schemas/reports";
import { reportSegmentServerSchema } from "../../shared/schemas/reports-server";

const filtersOf = (request: Request) =>
  contactFiltersServerSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
/** A report figure's leads (rfrom, rto, rsource, …; decision 042); a bad one is a 400 naming it. */
const segmentOf = (request: Request) =>
  reportSegmentServerSchema.parse(segmentParams(new URL(request.url).searchParams));

export const contactsAdminRoutes: RouteTable = {
  "GET /api/admin/contact-submissions": adminOnly(async ({ db }) => json(await listContactsForAdmin(db))),
  "PUT /api/admin/contact-submissions/:id/status": adminOnly(async ({ db, params, request }, admin) => {
    const id = idParam(params);
    const { status } = await readJson(request, contactStatusUpdateSchema);
    return json(await setContactStatus(db, id, status, admin.id));
  }),
  // Before "/:id", so the router matches "search" as this path rather than as an id.
  "GET /api/admin/contact-submissions/search": adminOnly(async ({ db, request }) =>
    json(await searchContacts(db, filtersOf(request), segmentOf(request))),
  ),
  "GET /api/admin/contact-submissions/:id": adminOnly(async ({ db, params }) =>
    json(await contactDetail(db, idParam(params))),
  ),
  "DELETE /api/admin/contact-submissions/:id": adminOnly(async ({ db, params }) =>
    json(await deletePerson(db, "contact", idParam(params))),
  ),
  "PUT /api/admin/contact-submissions/:id/notes": adminOnly(async ({ db, params, request }) => {
    const id = idParam(params);
    const { notes } = await readJson(request, contactNotesServerSchema);
    return json(await saveContactNotes(db, id, notes));
  }),
  "POST /api/admin/contact-submissions/:id/not-spam": adminOnly(async ({ db, params }) =>
    json(await markContactNotSpam(db, idParam(params))),
  ),
  "GET /api/admin/export/contacts.csv": adminOnly(async ({ db, request }) => {
    const { q, status, spam } = filtersOf(request);
    const csv = await contactsCsv(db, { q, status, spam }, segmentOf(request));
    return withSecurityHeaders(new Response(csv, { headers: csvHeaders("contacts.csv") }));
  }),
};
