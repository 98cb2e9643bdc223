/**
 * The quote's invoices in the console (issue 31 item 5, decision 049), for a signed-in admin:
 *   GET  /api/admin/quotes/:id/invoices  → QuoteInvoices (made from the signed contract's schedule on reading)
 *   POST /api/admin/invoices/:id/send    → marks it sent and e-mails the customer its link → 200 QuoteInvoices;
 *                                          a paid or cancelled invoice → 409; an unknown one → 404
 */
import { loadEmailRenderer } from "../email/renderer";
import { deliverAfterCommit } from "../flows/delivery/after-commit";
import { quoteInvoices, sendInvoice } from "../flows/invoices/quote-invoices.service";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";

export const invoicesAdminRoutes: RouteTable = {
  "GET /api/admin/quotes/:id/invoices": adminOnly(async ({ db, params }) =>
    json(await quoteInvoices(db, idParam(params))),
  ),
  "POST /api/admin/invoices/:id/send": adminOnly(async (route) => {
    // The e-mail is composed inside the transaction: the renderer loads first (renderer.ts).
    await loadEmailRenderer();
    const sent = await sendInvoice(route.db, idParam(route.params));
    deliverAfterCommit(route, sent.outboxIds);
    return json(await quoteInvoices(route.db, sent.quoteId));
  }),
};
