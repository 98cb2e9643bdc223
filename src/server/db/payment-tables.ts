/** Table types of payments (issue 31, decision 046): payments, their refunds, Stripe's events. Cents throughout. */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from "../../shared/payments";
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
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}
export type Payment = Selectable<PaymentsTable>;

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
}
