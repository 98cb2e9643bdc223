/** Table types of payments (issue 31, decision 046): payments, their refunds, Stripe's events. Cents throughout. */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from "../../shared/payments";
import type { InvoiceStatus } from "../../shared/invoices";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

export interface PaymentsTable {
  id: Generated<number>;
  quoteId: number;
  /** The signed version a deposit belongs to (its amount is that version's); null for a payment recorded by hand. */
  proposalId: number | null;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  amountCents: number;
  currency: Generated<string>;
  refundedCents: Generated<number>;
  /** Cheque number, transfer reference … (offline payments). */
  reference: string | null;
  /** The day an offline payment was received (date column, read as midnight UTC). */
  receivedOn: NullableTimestamp;
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  checkoutExpiresAt: NullableTimestamp;
  /** Checkout sessions made for this row; each has its own idempotency key. */
  checkoutAttempts: Generated<number>;
  paymentIntentId: string | null;
  chargeId: string | null;
  paymentMethodType: string | null;
  paidAt: NullableTimestamp;
  failedAt: NullableTimestamp;
  disputedAt: NullableTimestamp;
  /** Why an event about this payment was refused (amount or currency mismatch), for the console. */
  flag: string | null;
  recordedBy: string | null;
  /** The invoice this payment pays (decision 049); null for a deposit or a payment recorded by hand. */
  invoiceId: ColumnType<number | null, number | null | undefined, number | null>;
  /** A console-recorded payment's Idempotency-Key: a repeat records nothing more. */
  idempotencyKey: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}
export type Payment = Selectable<PaymentsTable>;

/** One payment of a signed contract's schedule (issue 31 item 5, decision 049). */
export interface InvoicesTable {
  id: Generated<number>;
  quoteId: number;
  /** The signed version whose schedule it comes from. */
  proposalId: number;
  /** 1..n within the signed version, in the schedule's order. */
  number: number;
  /** When it is due: "On signing", "When the materials are delivered", … */
  event: string;
  /** The "On signing" invoice: the deposit payment pays it. */
  isDeposit: Generated<boolean>;
  amountCents: number;
  currency: Generated<string>;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  /** SHA-256 of the link's token and its nonce (the proposal token's rules, decision 037). */
  tokenHash: string | null;
  tokenNonce: string | null;
  sentAt: NullableTimestamp;
  /** The business day it is due by (date column), fixed when first sent (decision 050); null until sent. */
  dueOn: ColumnType<Date | null, string | null | undefined, string | null>;
  paidAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  paidByPaymentId: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}
export type Invoice = Selectable<InvoicesTable>;

export interface PaymentRefundsTable {
  id: Generated<number>;
  paymentId: number;
  amountCents: number;
  reason: string | null;
  stripeRefundId: string | null;
  status: ColumnType<"pending" | "succeeded" | "failed", "pending" | "succeeded" | "failed" | undefined>;
  idempotencyKey: string;
  lastError: string | null;
  recordedBy: string | null;
  createdAt: CreatedAt;
}
export type PaymentRefund = Selectable<PaymentRefundsTable>;

export interface StripeEventsTable {
  id: Generated<string>;
  eventId: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  receivedAt: CreatedAt;
  processedAt: NullableTimestamp;
  /** What processing did ("paid", "refused: amount 100 ≠ 30000", "ignored"). */
  outcome: string | null;
  attempts: Generated<number>;
  lastError: string | null;
}

export interface PaymentTables {
  payments: PaymentsTable;
  paymentRefunds: PaymentRefundsTable;
  stripeEvents: StripeEventsTable;
  invoices: InvoicesTable;
}
