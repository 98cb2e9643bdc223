/**
 * The quote's payments in the console (issue 31 item 7, decision 046), for a signed-in admin:
 *   GET  /api/admin/quotes/:id/payments      → QuotePayments (each payment's state, paid, balance)
 *   POST /api/admin/quotes/:id/payments      → an offline payment { method, amountCents, reference?, receivedOn } → 201;
 *                                              an Idempotency-Key header makes a repeat record nothing more
 *   POST /api/admin/payments/:id/refunds     → { amountCents, reason? } → 201 QuotePayments; more than is left to
 *                                              refund → 400 naming amountCents; Stripe unreachable → 409 (kept pending,
 *                                              the job retries). An Idempotency-Key header makes a repeat the same refund.
 */
import { adminOnly } from "../http/guards";
import { idParam } from "../http/params";
import { json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readJson } from "../http/validation";
import { deliverAfterCommit, pushAfterCommit } from "../flows/delivery/after-commit";
import { quotePayments, recordOfflinePayment } from "../flows/payments/quote-payments.service";
import { refundPayment } from "../flows/payments/refunds.service";
import { offlinePaymentServer, refundServer } from "../../shared/schemas/payments";
import { PaymentNotFound } from "./payment-errors";
import { quoteIdOfPayment } from "./payments.repository";

/** The request's Idempotency-Key (a repeat is the same payment or refund); a fresh one without. */
const idempotencyKeyOf = (request: Request) =>
  request.headers.get("idempotency-key")?.slice(0, 200) || crypto.randomUUID();

export const paymentsAdminRoutes: RouteTable = {
  "GET /api/admin/quotes/:id/payments": adminOnly(async ({ db, params }) =>
    json(await quotePayments(db, idParam(params))),
  ),
  "POST /api/admin/quotes/:id/payments": adminOnly(async (route, admin) => {
    const quoteId = idParam(route.params);
    const input = await readJson(route.request, offlinePaymentServer);
    const recorded = await recordOfflinePayment(route.db, quoteId, input, {
      adminId: admin.id,
      key: `console-${quoteId}-${idempotencyKeyOf(route.request)}`,
    });
    pushAfterCommit(route, recorded.alertIds);
    deliverAfterCommit(route, recorded.outboxIds);
    return json(await quotePayments(route.db, quoteId), { status: 201 });
  }),
  "POST /api/admin/payments/:id/refunds": adminOnly(async (route, admin) => {
    const paymentId = idParam(route.params);
    const input = await readJson(route.request, refundServer);
    const done = await refundPayment(route.db, paymentId, {
      ...input,
      key: `console-${paymentId}-${idempotencyKeyOf(route.request)}`,
      recordedBy: admin.id,
    });
    deliverAfterCommit(route, done.outboxIds);
    const quoteId = await quoteIdOfPayment(route.db, paymentId);
    if (quoteId === undefined) throw new PaymentNotFound(paymentId);
    return json(await quotePayments(route.db, quoteId), { status: 201 });
  }),
};
