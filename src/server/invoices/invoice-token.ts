/**
 * An invoice's private link (decision 049): the proposal link's rules and helper (decision 037,
 * proposal-token.ts) under the scope "invoice:", so an invoice's id never derives a proposal's token.
 */
import { newToken, recoverToken } from "../proposals/proposal-token";

const SCOPE = "invoice:";

export const newInvoiceToken = (invoiceId: number) => newToken(invoiceId, SCOPE);
export const recoverInvoiceToken = (row: { id: number; tokenNonce: string | null; tokenHash: string | null }) =>
  recoverToken(row, SCOPE);
export const invoicePath = (token: string) => `/invoice/${token}`;
