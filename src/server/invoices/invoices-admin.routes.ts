/**
 * The quote's invoices in the console (issue 31 item 5, decision 049), for a signed-in admin:
 *   GET  /api/admin/quotes/:id/invoices  → QuoteInvoices (made from the signed contract's schedule on reading)
 *   POST /api/admin/invoices/:id/send    → { byText? } (+ Idempotency-Key) marks it sent and e-mails the customer its
 *                                          link (texts it too with byText) → 200 QuoteInvoices, and `text` (sent,
 *                                          held or refused) when asked; a paid or cancelled invoice → 409; unknown → 404
 */
import { loadEmailRenderer } from "../email/renderer";
import { deliverAfterCommit, textAfterCommit } from "../flows/delivery/after-commit";
import { idempotencyKeyOf } from "../flows/intake/lead-route";
import { readJson } from "../http/validation";
import { server as schemas } from "../../shared/schemas/invoice-send";
import { quoteInvoices, sendInvoice } from "../flows/invoices/quote-invoices.service";
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";

export const invoicesAdminRoutes: RouteTable = {
  "GET /api/admin/quotes/:id/invoices": adminOnly(async ({ db, params }) =>
    json(await quoteInvoices(db, idParam(params))),
  ),
  "POST /api/admin/invoices/:id/send": adminOnly(async (route, admin) => {
    // The e-mail is composed inside the transaction: the renderer loads first (renderer.ts).
    await loadEmailRenderer();
    const { byText } = await readJson(route.request, schemas.send);
    const key = idempotencyKeyOf(route.request);
    const sent = await sendInvoice(route.db, idParam(route.params), new Date(), { byText, key, by: admin.id });
    deliverAfterCommit(route, sent.outboxIds);
    textAfterCommit(route, sent.textIds);
    const invoices = await quoteInvoices(route.db, sent.quoteId);
    return json(sent.text ? { ...invoices, text: sent.text } : invoices);
  }),
};
