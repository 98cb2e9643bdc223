/** The quote's invoices (src/server/invoices/invoices-admin.routes.ts, decision 049): the list and sending one. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../../shared/api";
import type { QuoteInvoices } from "../../../../shared/invoices";
import { invoiceConsoleStrings as text } from "../../../../shared/strings/invoices";
import { adminKeys, useChange } from "../../api";

const keyOf = (quoteId: number) => [...adminKeys.quotes, "invoices", quoteId] as const;

/** Also read with the route (quote-page-reads.ts). */
export const quoteInvoicesQuery = (quoteId: number) =>
  queryOptions({
    queryKey: keyOf(quoteId),
    queryFn: () => apiRequest<QuoteInvoices>("GET", `/api/admin/quotes/${quoteId}/invoices`),
  });
export const useQuoteInvoices = (quoteId: number) => useQuery(quoteInvoicesQuery(quoteId));

export const useSendInvoice = (quoteId: number) =>
  useChange(
    ({ id, byText, key }: { id: number; byText: boolean; key: string }) =>
      apiRequest<QuoteInvoices>("POST", `/api/admin/invoices/${id}/send`, byText ? { byText } : {}, {
        "Idempotency-Key": key,
      }),
    { success: { title: text.sentToast }, failure: text.sendFailed },
    keyOf(quoteId),
  );
