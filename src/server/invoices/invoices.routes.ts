/**
 * The customer's invoice link (issue 31 item 5, decision 049), drawn on the server for each request
 * in the customer pages' shell: never cached (private, no-store), never indexed, its own CSP, no
 * script. Every route counts in the customer links' per-network limit; any token that opens no
 * sent invoice is the same 404 page.
 *   GET  /invoice/:token      → the invoice: amount, what it is for, the contract's balance, Pay while due
 *                               (?paid=…, back from Checkout: "confirming" until the webhook lands)
 *   POST /invoice/:token/pay  → 303 to Stripe Checkout for the invoice's amount (the deposit invoice: the
 *                               deposit's own Checkout); paid, cancelled or Stripe off → 409 page saying so
 */
import { limitedRoutes } from "../customer-pages/limited-route";
import { seeOther } from "../http/form-post";
import { assertSameOrigin } from "../http/guards";
import type { RouteRequest, RouteTable } from "../http/router";
import { PaymentRefused } from "../payments/payment-errors";
import { enforceProposalRateLimit } from "../proposals/proposal-rate-limit";
import { invoiceCheckoutUrl, invoiceDetail } from "../flows/invoices/invoice-customer.service";
import { InvoiceNotFound } from "./invoice-errors";
import { invoicePageResponse } from "./invoice-page";
import { invoicePath } from "./invoice-token";

const tokenOf = (route: RouteRequest) => route.params.token ?? "";
const limited = limitedRoutes(enforceProposalRateLimit, invoicePageResponse, InvoiceNotFound);

export const invoicesRoutes: RouteTable = {
  "GET|HEAD /invoice/:token": limited(async (route) => {
    const returnedFromCheckout = new URL(route.request.url).searchParams.has("paid");
    return invoicePageResponse({
      state: "invoice",
      invoice: await invoiceDetail(route.db, tokenOf(route), { returnedFromCheckout }),
    });
  }),
  "POST /invoice/:token/pay": limited(async (route) => {
    assertSameOrigin(route.request);
    try {
      return seeOther(await invoiceCheckoutUrl(route.db, tokenOf(route)));
    } catch (error) {
      if (!(error instanceof PaymentRefused)) throw error;
      return invoicePageResponse({ state: "refused", reason: error.reason, pagePath: invoicePath(tokenOf(route)) });
    }
  }),
};
