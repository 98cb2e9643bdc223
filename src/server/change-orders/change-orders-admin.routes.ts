/**
 * Admin: change orders of a signed contract (issue 31 item 3; docs/product.md#proposals).
 *   GET  /api/admin/proposals/:id/change-orders  → ContractHistory: the contract as it stands, its signed
 *                                                 versions with totals, every change order with its signature
 *   POST /api/admin/proposals/:id/change-orders  → { note, lineItems, startDate, completionDate } + Idempotency-Key
 *                                                 → 201 AdminChangeOrder; frozen and e-mailed to the customer;
 *                                                 400 naming bad fields, 422 (no change, total below what was due),
 *                                                 409 (unsigned, cancelled, one already waiting)
 *   POST /api/admin/change-orders/:id/withdraw   → ContractHistory (409 unless waiting for the signature)
 *   GET  /api/admin/change-orders/:id/signed.pdf → application/pdf download of a signed change order (404 unless signed)
 * Bodies: src/shared/schemas/change-order.ts; shapes: src/shared/proposals/change-order.ts.
 */
import { deliverAfterCommit } from "../flows/delivery/after-commit";
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { contractHistory } from "../flows/proposals/contract-history";
import { issueChangeOrder, withdrawChangeOrder } from "../flows/proposals/change-order.service";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJson, MAX_ARTICLE_BODY_BYTES } from "../http/validation";
import { changeOrderServer } from "../../shared/schemas/change-order";
import { signedChangeOrderPdfForId } from "../flows/proposals/change-order-pdf";
import { pdfResponse } from "../proposals/signed-pdf.service";

export const changeOrdersAdminRoutes: RouteTable = {
  "GET /api/admin/proposals/:id/change-orders": adminOnly(async ({ db, params }) =>
    json(await contractHistory(db, idParam(params))),
  ),
  "POST /api/admin/proposals/:id/change-orders": adminOnly(async (route, admin) => {
    const id = idParam(route.params);
    const input = await readJson(route.request, changeOrderServer.issue, MAX_ARTICLE_BODY_BYTES);
    const issued = await issueChangeOrder(route.db, id, input, idempotencyKeyOf(route.request), admin.id);
    deliverAfterCommit(route, issued.queuedOutboxIds);
    return json(issued.changeOrder, { status: 201 });
  }),
  "GET /api/admin/change-orders/:id/signed.pdf": adminOnly(async ({ db, params }) =>
    pdfResponse(await signedChangeOrderPdfForId(db, idParam(params))),
  ),
  "POST /api/admin/change-orders/:id/withdraw": adminOnly(async ({ db, params }) => {
    const { proposalId } = await withdrawChangeOrder(db, idParam(params));
    return json(await contractHistory(db, proposalId));
  }),
};
