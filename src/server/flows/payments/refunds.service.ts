/**
 * Refunds (issue 31 items 2 and 7, decision 046): full or partial, never more than was paid and not
 * yet refunded (400 naming `amountCents`). A cheque, cash or transfer is refunded by a record; a
 * Stripe payment through Stripe's Refund API. The refund row is committed first (pending, with its
 * idempotency key), so two refunds at once cannot both pass the check; then Stripe is called with the
 * key `refund-{id}` (a retry returns the same refund), and the row and the payment's `refunded_cents`
 * are settled; a refund Stripe could not take stays pending for the retry job. The customer gets a
 * refund notice through the outbox. An invoice the refunded money no longer covers is open again (decision 052).
 */
import type { Db } from "../../db/schema";
import { FIELDS_MESSAGE, InvalidInput } from "../../errors";
import { findQuote } from "../../quotes/quotes.repository";
import {
  committedRefundCents,
  insertRefund,
  lockPayment,
  lockRefund,
  pendingStripeRefunds,
  refundableStripePayments,
  updatePayment,
  updateRefund,
} from "../../payments/payments.repository";
import { PaymentNotFound, PaymentRefused } from "../../payments/payment-errors";
import { stripeClient } from "../../payments/stripe-client";
import { paymentConsoleStrings as text } from "../../../shared/strings/payments";
import { settleInvoices } from "../invoices/invoice-settlement";
import { queueRefundNotice } from "./payment-notices";

export interface RefundRequest {
  amountCents: number;
  reason?: string;
  /** Makes a repeat (double click, retry) the same refund. */
  key: string;
  recordedBy: string | null;
}

/** Records the refund (pending for Stripe); returns its id and whether Stripe must still make it. */
async function recordRefund(trx: Db, paymentId: number, request: RefundRequest) {
  const payment = await lockPayment(trx, paymentId);
  if (!payment) throw new PaymentNotFound(paymentId);
  const repeat = await insertRefund(trx, {
    paymentId,
    amountCents: request.amountCents,
    reason: request.reason?.trim() || null,
    idempotencyKey: request.key,
    recordedBy: request.recordedBy,
    status: payment.method === "stripe" ? "pending" : "succeeded",
  });
  if (!repeat) return undefined;
  if (payment.status !== "paid") throw new InvalidInput(FIELDS_MESSAGE, { amountCents: text.notRefundable });
  const refundable = payment.amountCents - (await committedRefundCents(trx, paymentId)) + request.amountCents;
  if (request.amountCents > refundable)
    throw new InvalidInput(FIELDS_MESSAGE, { amountCents: text.refundTooLarge(Math.max(0, refundable)) });
  if (payment.method !== "stripe") {
    await updatePayment(trx, paymentId, { refundedCents: payment.refundedCents + request.amountCents });
    await settleInvoices(trx, payment.quoteId);
    const quote = await findQuote(trx, payment.quoteId);
    return { refundId: repeat.id, outboxIds: quote ? [await queueRefundNotice(trx, quote, request.amountCents)] : [] };
  }
  return { refundId: repeat.id, outboxIds: [] as string[], stripe: true };
}

/** Asks Stripe for a pending refund and settles it; false when Stripe could not be reached (left pending). */
export async function settleStripeRefund(db: Db, refundId: number): Promise<{ outboxIds: string[] }> {
  const stripe = await stripeClient();
  const pending = await db.selectFrom("paymentRefunds").selectAll().where("id", "=", refundId).executeTakeFirst();
  if (!stripe || !pending || pending.status !== "pending") return { outboxIds: [] };
  const payment = await db.selectFrom("payments").selectAll().where("id", "=", pending.paymentId).executeTakeFirst();
  if (!payment?.paymentIntentId) return { outboxIds: [] };
  let made;
  try {
    made = await stripe.refunds.create(
      {
        payment_intent: payment.paymentIntentId,
        amount: pending.amountCents,
        metadata: { payment_id: String(payment.id), refund_id: String(pending.id) },
      },
      { idempotencyKey: `refund-${pending.id}` },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const invalid = (error as { type?: string }).type === "StripeInvalidRequestError";
    await updateRefund(db, pending.id, { lastError: message.slice(0, 2000), ...(invalid ? { status: "failed" } : {}) });
    throw new PaymentRefused("unavailable");
  }
  return db.transaction().execute(async (trx) => {
    const refund = await lockRefund(trx, pending.id);
    if (refund?.status !== "pending") return { outboxIds: [] };
    const locked = (await lockPayment(trx, payment.id))!;
    await updateRefund(trx, refund.id, { status: "succeeded", stripeRefundId: made.id, lastError: null });
    const refunded = Math.min(locked.amountCents, locked.refundedCents + refund.amountCents);
    await updatePayment(trx, locked.id, { refundedCents: refunded });
    await settleInvoices(trx, locked.quoteId);
    const quote = await findQuote(trx, locked.quoteId);
    return { outboxIds: quote ? [await queueRefundNotice(trx, quote, refund.amountCents)] : [] };
  });
}

/** A refund from the console (or the cancellation): recorded, then made at Stripe for a Stripe payment. */
export async function refundPayment(db: Db, paymentId: number, request: RefundRequest) {
  const recorded = await db.transaction().execute((trx) => recordRefund(trx, paymentId, request));
  if (!recorded?.stripe) return { outboxIds: recorded?.outboxIds ?? [] };
  return settleStripeRefund(db, recorded.refundId);
}

/** A cancelled contract's Stripe payments refunded in full; the refund notices' outbox ids. */
export async function refundDeposits(db: Db, quoteId: number, proposalId: number): Promise<string[]> {
  const outboxIds: string[] = [];
  for (const payment of await refundableStripePayments(db, quoteId)) {
    const request = {
      amountCents: payment.refundableCents,
      key: `cancel-${proposalId}-${payment.id}`,
      recordedBy: null,
    };
    const done = await refundPayment(db, payment.id, {
      ...request,
      reason: "Contract cancelled by the customer",
    }).catch((error: unknown) => {
      console.error(
        `[stripe] refund of payment ${payment.id} left for the job:`,
        error instanceof Error ? error.message : error,
      );
      return { outboxIds: [] };
    });
    outboxIds.push(...done.outboxIds);
  }
  return outboxIds;
}

/** The job: Stripe refunds left pending a minute or more (an outage, a crash between the two steps). */
export async function settlePendingRefunds(db: Db, now = new Date()) {
  let settled = 0;
  for (const { id } of await pendingStripeRefunds(db, new Date(now.getTime() - 60_000), 10)) {
    await settleStripeRefund(db, id).then(
      () => settled++,
      () => undefined,
    );
  }
  return { stripeRefundsSettled: settled };
}
