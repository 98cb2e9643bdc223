/**
 * Every read of a quote's page (eleven) (issue 30, item 4), started as the route is matched, beside the
 * fetch of the page's code, rather than by each panel once the quote has loaded and the panel has
 * rendered: under `npm run dev` the reads then overlap the modules Vite serves, and the page draws
 * with its data in one step, not in a waterfall (quote, then the panels' reads). The panels read
 * the same queries (same keys and options), so nothing is read twice. The e-mail health and the
 * signed-in user are the console's own reads (AdminApp).
 */
import type { QueryClient } from "@tanstack/react-query";
import { leadBookingQuery } from "../../booking/agenda.api";
import { quoteFollowUpsQuery } from "../../follow-ups/follow-ups.api";
import { leadTimelineQuery, snippetsQuery } from "../../leads/conversation.api";
import { otherEnquiriesQuery } from "../../leads/leads.api";
import { quoteInvoicesQuery } from "../invoices/invoices.api";
import { quotePaymentsQuery } from "../payments/payments.api";
import { proposalsQuery } from "../proposals/proposals.api";
import { assigneesQuery, photoListQuery, quoteQuery } from "../quotes.api";

/** prefetchQuery reads only what is missing or stale; a failed read shows where its panel renders it. */
export function readQuotePage(client: QueryClient, quoteId: number): void {
  void client.prefetchQuery(quoteQuery(quoteId));
  void client.prefetchQuery(photoListQuery(quoteId));
  void client.prefetchQuery(assigneesQuery());
  void client.prefetchQuery(proposalsQuery(quoteId));
  void client.prefetchQuery(quoteFollowUpsQuery(quoteId));
  void client.prefetchQuery(otherEnquiriesQuery("quote", quoteId));
  void client.prefetchQuery(leadBookingQuery("quote", quoteId));
  void client.prefetchQuery(leadTimelineQuery("quote", quoteId));
  void client.prefetchQuery(snippetsQuery());
  void client.prefetchQuery(quotePaymentsQuery(quoteId));
  void client.prefetchQuery(quoteInvoicesQuery(quoteId));
}
