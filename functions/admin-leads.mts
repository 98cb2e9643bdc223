/**
 * Admin: what both lead kinds share. Every route requires a signed-in admin; writes also pass the
 * same-origin and JSON checks of adminOnly.
 *   GET /api/admin/leads/waiting         → { total, oldest }: new leads waiting for a first reply
 *   GET /api/admin/privacy/:kind/:id     → what "Delete this person" would remove (kind: contact, quote)
 *   GET /api/admin/leads/:kind/:id/enquiries → { enquiries }: the person's other contacts and quotes, with notes
 */
import type { Config } from "@netlify/functions";
import { badRequest } from "../src/server/http/errors";
import { adminOnly } from "../src/server/http/guards";
import { idParam } from "../src/server/http/params";
import { json } from "../src/server/http/respond";
import { router, type RouteTable } from "../src/server/http/router";
import { otherEnquiries } from "../src/server/leads/enquiries.service";
import { waitingLeads } from "../src/server/leads/waiting.service";
import { personData } from "../src/server/privacy/privacy.service";
import { leadKinds, type LeadKind } from "../src/shared/schemas/privacy";

function kindParam(params: Readonly<Record<string, string>>): LeadKind {
  const kind = leadKinds.find((value) => value === params.kind);
  if (!kind) throw badRequest("Invalid kind", { kind: `Choose one of: ${leadKinds.join(", ")}` });
  return kind;
}

const routes: RouteTable = {
  "GET /api/admin/leads/waiting": adminOnly(async ({ db }) => json(await waitingLeads(db))),
  "GET /api/admin/privacy/:kind/:id": adminOnly(async ({ db, params }) =>
    json(await personData(db, kindParam(params), idParam(params))),
  ),
  "GET /api/admin/leads/:kind/:id/enquiries": adminOnly(async ({ db, params }) =>
    json(await otherEnquiries(db, kindParam(params), idParam(params))),
  ),
};

export const config: Config = {
  path: ["/api/admin/leads/waiting", "/api/admin/privacy/:kind/:id", "/api/admin/leads/:kind/:id/enquiries"],
};
export default router(routes, config);
