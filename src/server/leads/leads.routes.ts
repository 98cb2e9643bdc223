/**
 * Admin: what both lead kinds share. Every route requires a signed-in admin; writes also pass the
 * same-origin and JSON checks of adminOnly.
 *   GET /api/admin/leads/waiting         → WaitingLeads: the leads waiting for a reply (src/shared/waiting.ts)
 *   GET /api/admin/leads/figures         → LeadFigures: the dashboard's lead figures (waiting by kind, pipeline)
 *   GET /api/admin/privacy/:kind/:id     → what "Delete this person" would remove (kind: contact, quote)
 *   GET /api/admin/leads/:kind/:id/enquiries → { enquiries }: the person's other contacts and quotes, with notes
 */
import { badRequest } from "../http/errors";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { otherEnquiries } from "./enquiries.service";
import { waitingLeads } from "./waiting.service";
import { leadFigures } from "./figures.repository";
import { personData } from "../privacy/privacy.service";
import { leadKinds, type LeadKind } from "../../shared/schemas/privacy";

function kindParam(params: Readonly<Record<string, string>>): LeadKind {
  const kind = leadKinds.find((value) => value === params.kind);
  if (!kind) throw badRequest("Invalid kind", { kind: `Choose one of: ${leadKinds.join(", ")}` });
  return kind;
}

export const leadsRoutes: RouteTable = {
  "GET /api/admin/leads/waiting": adminOnly(async ({ db }) => json(await waitingLeads(db))),
  "GET /api/admin/leads/figures": adminOnly(async ({ db }) => json(await leadFigures(db))),
  "GET /api/admin/privacy/:kind/:id": adminOnly(async ({ db, params }) =>
    json(await personData(db, kindParam(params), idParam(params))),
  ),
  "GET /api/admin/leads/:kind/:id/enquiries": adminOnly(async ({ db, params }) =>
    json(await otherEnquiries(db, kindParam(params), idParam(params))),
  ),
};
