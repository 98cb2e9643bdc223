/**
 * Payments (issue 31, decision 046), shared by the console and the server: the methods, the
 * states a payment goes through, and the state it shows (refunds and disputes on top of "paid").
 * Money is integer cents everywhere.
 */
import { values, type Option } from "./options";

export const paymentMethodOptions = [
  { value: "stripe", label: "Online (Stripe)" },
  { value: "cheque", label: "Cheque" },
  { value: "cash", label: "Cash" },
  { value: "transfer", label: "Bank transfer" },
] as const satisfies readonly Option[];
export type PaymentMethod = (typeof paymentMethodOptions)[number]["value"];
/** What the owner may record by hand: everything but Stripe. */
export const OFFLINE_METHODS = ["cheque", "cash", "transfer"] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

export type PaymentPurpose = "deposit" | "payment";

/** pending → processing (ACH, days) → paid | failed (decision 046). */
const paymentStatusOptions = [
  { value: "pending", label: "Awaiting payment", tone: "amber" },
  { value: "processing", label: "Processing (bank)", tone: "blue" },
  { value: "paid", label: "Paid", tone: "green" },
  { value: "failed", label: "Failed", tone: "red" },
] as const satisfies readonly Option[];
export const PAYMENT_STATUSES = values(paymentStatusOptions);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment shows: its status, or a refund or dispute on top of "paid". */
export const paymentStateOptions = [
  ...paymentStatusOptions,
  { value: "partially-refunded", label: "Partly refunded", tone: "purple" },
  { value: "refunded", label: "Refunded", tone: "slate" },
  { value: "disputed", label: "Disputed", tone: "red" },
] as const satisfies readonly Option[];
export type PaymentState = (typeof paymentStateOptions)[number]["value"];

/** What a payment shows: a dispute first, then refunds, then its status. */
export function paymentState(payment: {
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  disputedAt: unknown;
}): PaymentState {
  if (payment.disputedAt) return "disputed";
  if (payment.status === "paid" && payment.refundedCents >= payment.amountCents) return "refunded";
  if (payment.status === "paid" && payment.refundedCents > 0) return "partially-refunded";
  return payment.status;
}

/** A refund of a payment, as the console lists it under the payment. */
export interface PaymentRefundView {
  id: number;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
  reason: string | null;
  createdAt: string;
}

/** A payment as the console lists it on the quote. */
export interface PaymentView {
  id: number;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  methodLabel: string;
  state: PaymentState;
  amountCents: number;
  refundedCents: number;
  /** What may still be refunded: paid minus refunded (0 unless paid). */
  refundableCents: number;
  reference: string | null;
  receivedOn: string | null;
  paidAt: string | null;
  paymentMethodType: string | null;
  flag: string | null;
  createdAt: string;
  /** Its refunds, oldest first (failed ones included, marked). */
  refunds: PaymentRefundView[];
}

/** GET /api/admin/quotes/:id/payments. */
export interface QuotePayments {
  payments: PaymentView[];
  /** The signed total, the sum paid (less refunds) and what is still due, in cents. */
  totalCents: number | null;
  paidCents: number;
  balanceCents: number | null;
  onlinePayments: boolean;
  /** The customer cancelled the contract (its total is cleared with it). */
  cancelled: boolean;
}
