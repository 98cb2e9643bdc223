/**
 * The quote's payments in the console (issue 31 item 7, decision 046): the list with each payment's
 * state, what was paid and what is still due, and recording a cheque, cash or bank transfer with its
 * reference and day (paid at once: the same receipts and alert as an online payment); it settles the
 * oldest unpaid invoices (decision 052).
 */
import { iso } from "../../api-view";
import type { Db } from "../../db/schema";
import type { Payment, PaymentRefund } from "../../db/payment-tables";
import { QuoteNotFound } from "../../errors";
import { findQuote } from "../../quotes/quotes.repository";
import { insertPaymentOnce, netPaidCents, paymentsOfQuote, refundsOfQuote } from "../../payments/payments.repository";
import { onlinePaymentsEnabled } from "../../payments/stripe-client";
import { paymentState, type PaymentView, type QuotePayments } from "../../../shared/payments";
import type { OfflinePaymentInput } from "../../../shared/schemas/payments";
import { settleInvoices } from "../invoices/invoice-settlement";
import { methodLabel, NO_NOTICES, queuePaidNotices } from "./payment-notices";

export function paymentView(payment: Payment, refunds: readonly PaymentRefund[] = []): PaymentView {
  return {
    id: payment.id,
    purpose: payment.purpose,
    method: payment.method,
    methodLabel: methodLabel(payment),
    state: paymentState(payment),
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    refundableCents: payment.status === "paid" ? payment.amountCents - payment.refundedCents : 0,
    reference: payment.reference,
    receivedOn: payment.receivedOn ? payment.receivedOn.toISOString().slice(0, 10) : null,
    paidAt: iso(payment.paidAt),
    paymentMethodType: payment.paymentMethodType,
    flag: payment.flag,
    createdAt: payment.createdAt.toISOString(),
    refunds: refunds
      .filter((refund) => refund.paymentId === payment.id)
      .map(({ id, amountCents, status, reason, createdAt }) => ({
        id,
        amountCents,
        status,
        reason,
        createdAt: createdAt.toISOString(),
      })),
  };
}

export async function quotePayments(db: Db, quoteId: number): Promise<QuotePayments> {
  const quote = await findQuote(db, quoteId);
  if (!quote) throw new QuoteNotFound(quoteId);
  const [payments, refunds, paidCents] = await Promise.all([
    paymentsOfQuote(db, quoteId),
    refundsOfQuote(db, quoteId),
    netPaidCents(db, quoteId),
  ]);
  const totalCents = quote.wonValueCents;
  return {
    payments: payments.map((payment) => paymentView(payment, refunds)),
    totalCents,
    paidCents,
    balanceCents: totalCents === null ? null : totalCents - paidCents,
    onlinePayments: onlinePaymentsEnabled(),
    cancelled: quote.status === "cancelled",
  };
}

export async function recordOfflinePayment(
  db: Db,
  quoteId: number,
  input: OfflinePaymentInput,
  recorded: { adminId: string; key: string },
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const quote = await findQuote(trx, quoteId);
    if (!quote) throw new QuoteNotFound(quoteId);
    const payment = await insertPaymentOnce(trx, {
      quoteId,
      purpose: "payment",
      method: input.method,
      status: "paid",
      amountCents: input.amountCents,
      reference: input.reference?.trim() || null,
      receivedOn: input.receivedOn,
      paidAt: now,
      recordedBy: recorded.adminId,
      idempotencyKey: recorded.key,
    });
    // A double click or a retried request: recorded already, no second receipt.
    if (!payment) return NO_NOTICES;
    // It settles the oldest unpaid invoices (decision 052).
    await settleInvoices(trx, quoteId, now);
    const balance = quote.wonValueCents === null ? null : quote.wonValueCents - (await netPaidCents(trx, quoteId));
    const notices = await queuePaidNotices(trx, quote, payment, balance, now);
    return { payment: paymentView(payment), ...notices };
  });
}
