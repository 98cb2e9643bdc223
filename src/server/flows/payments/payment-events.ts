/**
 * What each Stripe event does to our payment (decision 046), inside the event's transaction with
 * the payment row locked. Event objects as Stripe documents them (docs.stripe.com/api/events/types;
 * docs.stripe.com/checkout/fulfillment: `payment_status` is "paid" at once for cards and "unpaid"
 * for a delayed method such as ACH until checkout.session.async_payment_succeeded or _failed).
 * An amount or currency that is not our invoice's is refused: nothing is marked paid, the payment
 * is flagged and the owner alerted.
 */
import type { Db } from "../../db/schema";
import type { Payment } from "../../db/payment-tables";
import { findQuote } from "../../quotes/quotes.repository";
import { lockPayment, lockPaymentBy, netPaidCents, updatePayment } from "../../payments/payments.repository";
import { findCancellation } from "../../proposals/cancellations.repository";
import { markInvoicePaid } from "../../invoices/invoices.repository";
import { settleInvoices } from "../invoices/invoice-settlement";
import { paymentFlags } from "../../../shared/strings/payments";
import { NO_NOTICES, queuePaidNotices, queueProblemAlert, type QueuedNotices } from "./payment-notices";

type StripeObject = Record<string, unknown>;
export interface EventResult extends QueuedNotices {
  outcome: string;
}

const str = (value: unknown) => (typeof value === "string" ? value : null);
const int = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);
const idOf = (value: unknown) => str(value) ?? str((value as StripeObject | null)?.id);
const ignored = (why: string): EventResult => ({ outcome: `ignored: ${why}`, ...NO_NOTICES });

async function quoteOf(trx: Db, payment: Payment) {
  const quote = await findQuote(trx, payment.quoteId);
  if (!quote) throw new Error(`payment ${payment.id}: quote ${payment.quoteId} is gone`);
  return quote;
}

async function flag(trx: Db, payment: Payment, text: string, eventKey: string): Promise<EventResult> {
  await updatePayment(trx, payment.id, { flag: text });
  const notices = await queueProblemAlert(trx, await quoteOf(trx, payment), "flagged", text, eventKey);
  return { outcome: `refused: ${text}`, ...notices };
}

async function markPaid(trx: Db, payment: Payment, change: Partial<Payment>, now: Date) {
  await updatePayment(trx, payment.id, { ...change, status: "paid", paidAt: now, failedAt: null });
  // The invoice the session names (decision 049), or the deposit invoice of the signed version.
  if (payment.invoiceId) await markInvoicePaid(trx, { id: payment.invoiceId }, payment.id, now);
  else if (payment.purpose === "deposit" && payment.proposalId)
    await markInvoicePaid(trx, { depositOf: payment.proposalId }, payment.id, now);
  const paid = { ...payment, ...change, status: "paid" as const, paidAt: now };
  const quote = await quoteOf(trx, payment);
  const balance = quote.wonValueCents === null ? null : quote.wonValueCents - (await netPaidCents(trx, quote.id));
  const notices = await queuePaidNotices(trx, quote, paid, balance, now);
  // A contract cancelled while the customer was on Stripe's page: paid all the same, and to be refunded.
  if (payment.proposalId && (await findCancellation(trx, payment.proposalId))) {
    await updatePayment(trx, payment.id, { flag: paymentFlags.afterCancel });
  }
  return { outcome: "paid", ...notices };
}

/** checkout.session.completed, .async_payment_succeeded, .async_payment_failed. */
export async function checkoutSessionEvent(
  trx: Db,
  type: string,
  session: StripeObject,
  eventId: string,
  now: Date,
): Promise<EventResult> {
  const metadata = (session.metadata ?? {}) as StripeObject;
  const paymentId = Number(str(metadata.payment_id) ?? Number.NaN);
  const sessionId = str(session.id);
  const payment = Number.isSafeInteger(paymentId)
    ? await lockPayment(trx, paymentId)
    : sessionId
      ? await lockPaymentBy(trx, "checkoutSessionId", sessionId)
      : undefined;
  if (!payment || payment.method !== "stripe") return ignored("no payment of ours for this session");
  const amount = int(session.amount_total);
  const currency = str(session.currency);
  if (amount !== payment.amountCents || currency !== payment.currency)
    return flag(trx, payment, paymentFlags.mismatch(amount, currency, payment.amountCents), `payment-flag:${eventId}`);
  const intent = idOf(session.payment_intent);
  const common = { paymentIntentId: intent ?? payment.paymentIntentId, checkoutSessionId: sessionId, flag: null };
  if (type === "checkout.session.async_payment_failed") {
    if (payment.status === "paid") return ignored("paid already");
    await updatePayment(trx, payment.id, { ...common, status: "failed", failedAt: now });
    const quote = await quoteOf(trx, payment);
    const notices = await queueProblemAlert(trx, quote, "failed", "ACH payment failed", `payment-failed:${eventId}`);
    return { outcome: "failed", ...notices };
  }
  if (payment.status === "paid") return ignored("paid already");
  if (type === "checkout.session.async_payment_succeeded")
    return markPaid(trx, payment, { ...common, paymentMethodType: "us_bank_account" }, now);
  const status = str(session.payment_status);
  if (status === "paid") return markPaid(trx, payment, { ...common, paymentMethodType: "card" }, now);
  if (status === "unpaid") {
    // A delayed method (ACH): processing until Stripe says it settled or failed.
    await updatePayment(trx, payment.id, { ...common, status: "processing", paymentMethodType: "us_bank_account" });
    return { outcome: "processing", ...NO_NOTICES };
  }
  return ignored(`payment_status ${status ?? "missing"}`);
}

/** charge.refunded: the charge's `amount_refunded` is what Stripe has refunded in all. */
export async function chargeRefundedEvent(trx: Db, charge: StripeObject): Promise<EventResult> {
  const intent = idOf(charge.payment_intent);
  const payment = intent ? await lockPaymentBy(trx, "paymentIntentId", intent) : undefined;
  if (!payment) return ignored("no payment for this charge");
  const refunded = int(charge.amount_refunded);
  if (refunded === null || str(charge.currency) !== payment.currency || refunded > payment.amountCents)
    return ignored("refund amount not ours");
  await updatePayment(trx, payment.id, {
    refundedCents: Math.max(refunded, payment.refundedCents),
    chargeId: str(charge.id) ?? payment.chargeId,
  });
  // A refund made in Stripe's Dashboard reopens the invoice it no longer covers (decision 052).
  await settleInvoices(trx, payment.quoteId);
  return { outcome: `refunded ${Math.max(refunded, payment.refundedCents)}`, ...NO_NOTICES };
}

/** charge.dispute.created: the payment is marked disputed and the owner alerted (evidence is answered at Stripe). */
export async function disputeCreatedEvent(
  trx: Db,
  dispute: StripeObject,
  eventId: string,
  now: Date,
): Promise<EventResult> {
  const intent = idOf(dispute.payment_intent);
  const payment = intent ? await lockPaymentBy(trx, "paymentIntentId", intent) : undefined;
  if (!payment) return ignored("no payment for this dispute");
  await updatePayment(trx, payment.id, { disputedAt: payment.disputedAt ?? now });
  const reason = str(dispute.reason) ?? "no reason given";
  const notices = await queueProblemAlert(
    trx,
    await quoteOf(trx, payment),
    "disputed",
    `Disputed by the customer's bank (${reason}). Answer it in Stripe's Dashboard.`,
    `payment-disputed:${eventId}`,
  );
  return { outcome: "disputed", ...notices };
}
