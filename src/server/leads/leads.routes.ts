/**
 * Admin: what both lead kinds share. Every route requires a signed-in admin; writes also pass the
 * same-origin and JSON checks of adminOnly.
 *   GET /api/admin/leads/waiting         → WaitingLeads: the leads waiting for a reply (src/shared/waiting.ts)
 *   GET /api/admin/leads/figures         → LeadFigures: the dashboard's lead figures (waiting by kind, pipeline)
 *   GET /api/admin/privacy/:kind/:id     → what "Delete this person" would remove (kind: contact, quote)
 *   GET /api/admin/leads/:kind/:id/enquiries → { enquiries }: the person's other contacts and quotes, with notes
 */
import { adminOnly } from "../http/guards";
import { idParam, leadKindParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { otherEnquiries } from "./enquiries.service";
import { waitingLeads } from "./waiting.service";
import { leadFigures } from "./figures.repository";
import { personData } from "../privacy/privacy.service";

export const leadsRoutes: RouteTable = {
  "GET /api/admin/leads/waiting": adminOnly(async ({ db }) => json(await waitingLeads(db))),
  "GET /api/admin/leads/figures": adminOnly(async ({ db }) => json(await leadFigures(db))),
  "GET /api/admin/privacy/:kind/:id": adminOnly(async ({ db, params }) =>
    json(await personData(db, leadKindParam(params), idParam(params))),
  ),
  "GET /api/admin/leads/:kind/:id/enquiries": adminOnly(async ({ db, params }) =>
    json(await otherEnquiries(db, leadKindParam(params), idParam(params))),
  ),
};
