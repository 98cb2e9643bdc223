/** A quote's payments (src/server/payments/payments-admin.routes.ts): the list, an offline payment, a refund. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../../shared/api";
import type { QuotePayments } from "../../../../shared/payments";
import type { OfflinePaymentInput, RefundInput } from "../../../../shared/schemas/payments";
import { paymentConsoleStrings as text } from "../../../../shared/strings/payments";
import { adminKeys, useChange } from "../../api";

const paymentsUrl = (quoteId: number) => `/api/admin/quotes/${quoteId}/payments`;
/** Under the quotes' key: a payment changes the list's paid / balance figures too. */
const keyOf = (quoteId: number) => [...adminKeys.quotes, "payments", quoteId] as const;

/** Also read with the route (quote-page-reads.ts). */
export const quotePaymentsQuery = (quoteId: number) =>
  queryOptions({ queryKey: keyOf(quoteId), queryFn: () => apiRequest<QuotePayments>("GET", paymentsUrl(quoteId)) });
export const useQuotePayments = (quoteId: number) => useQuery(quotePaymentsQuery(quoteId));

/** Records a cheque, cash or transfer; one key per opened form, so a double click records one. */
export const useRecordPayment = (quoteId: number) =>
  useChange(
    ({ input, key }: { input: OfflinePaymentInput; key: string }) =>
      apiRequest<QuotePayments>("POST", paymentsUrl(quoteId), input, { "Idempotency-Key": key }),
    { success: { title: text.recorded }, failure: text.recordFailed },
    adminKeys.quotes,
  );

/** Refunds a payment (Stripe or a record); the Idempotency-Key makes a repeat the same refund. */
export const useRefundPayment = () =>
  useChange(
    ({ paymentId, input, key }: { paymentId: number; input: RefundInput; key: string }) =>
      apiRequest<QuotePayments>("POST", `/api/admin/payments/${paymentId}/refunds`, input, { "Idempotency-Key": key }),
    { success: { title: text.refunded }, failure: text.refundFailed },
    adminKeys.quotes,
  );
