/**
 * Stripe objects and webhook events in Stripe's documented JSON shapes, with the fields a case needs
 * filled in; used by the local stand-in (stripe-stand-in.ts), `npm run stripe:simulate` and the tests,
 * so all three post what Stripe posts. Shapes, read 2026-11-28:
 * - Event: https://docs.stripe.com/api/events/object (id, object "event", api_version, created,
 *   data.object, livemode, pending_webhooks, request { id, idempotency_key }, type)
 * - Checkout Session: https://docs.stripe.com/api/checkout/sessions/object (amount_total, currency,
 *   client_reference_id, metadata, mode, payment_intent, payment_method_types, payment_status
 *   "paid" | "unpaid" | "no_payment_required", status "open" | "complete" | "expired", url, expires_at …)
 * - Charge: https://docs.stripe.com/api/charges/object (amount, amount_captured, amount_refunded,
 *   currency, payment_intent, refunded, status …)
 * - Dispute: https://docs.stripe.com/api/disputes/object (amount, charge, currency, payment_intent,
 *   reason, status "needs_response" …)
 * - Refund: https://docs.stripe.com/api/refunds/object (amount, charge, currency, payment_intent,
 *   reason, status "succeeded" …)
 * - Signature: the `Stripe-Signature` header `t=…,v1=…` made by the library's own
 *   `webhooks.generateTestHeaderString` (https://docs.stripe.com/webhooks#verify-manually).
 */
import { randomBytes } from "node:crypto";

/** The API version stripe@23.1.0 speaks (its apiVersion.js). */
export const STRIPE_API_VERSION = "2026-10-28.endive";
/** The dev webhook signing secret `npm run dev` uses with the stand-in. */
export const DEV_STRIPE_WEBHOOK_SECRET = "whsec_devstandin0000000000000000";
export const DEV_STRIPE_SECRET_KEY = "sk_test_devstandin";

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const seconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

export type StripeObject = Record<string, unknown>;

export interface SessionInput {
  id?: string;
  amountTotal: number;
  currency?: string;
  metadata?: Record<string, string>;
  clientReferenceId?: string | null;
  paymentStatus?: "paid" | "unpaid" | "no_payment_required";
  status?: "open" | "complete" | "expired";
  paymentIntent?: string | null;
  successUrl?: string;
  cancelUrl?: string | null;
  url?: string | null;
  expiresAt?: number;
  customerEmail?: string | null;
}

export function checkoutSession(input: SessionInput): StripeObject {
  return {
    id: input.id ?? stripeId("cs"),
    object: "checkout.session",
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    cancel_url: input.cancelUrl ?? null,
    client_reference_id: input.clientReferenceId ?? null,
    created: seconds(),
    currency: input.currency ?? "usd",
    customer: null,
    customer_details: input.customerEmail ? { email: input.customerEmail } : null,
    customer_email: input.customerEmail ?? null,
    expires_at: input.expiresAt ?? seconds() + 24 * 3600,
    livemode: false,
    metadata: input.metadata ?? {},
    mode: "payment",
    payment_intent: input.paymentIntent ?? null,
    allowed_payment_method_types: ["card", "us_bank_account"],
    payment_method_types: ["card", "us_bank_account"],
    payment_status: input.paymentStatus ?? "unpaid",
    status: input.status ?? "open",
    success_url: input.successUrl ?? "https://example.com/success",
    url: input.url ?? null,
  };
}

export function charge(input: {
  paymentIntent: string;
  amount: number;
  amountRefunded?: number;
  currency?: string;
}): StripeObject {
  const refunded = input.amountRefunded ?? 0;
  return {
    id: stripeId("ch"),
    object: "charge",
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: refunded,
    captured: true,
    created: seconds(),
    currency: input.currency ?? "usd",
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: input.paymentIntent,
    refunded: refunded === input.amount,
    status: "succeeded",
  };
}

export function dispute(input: { paymentIntent: string; amount: number; reason?: string }): StripeObject {
  return {
    id: stripeId("dp"),
    object: "dispute",
    amount: input.amount,
    charge: stripeId("ch"),
    created: seconds(),
    currency: "usd",
    livemode: false,
    metadata: {},
    payment_intent: input.paymentIntent,
    reason: input.reason ?? "fraudulent",
    status: "needs_response",
  };
}

export function refund(input: {
  paymentIntent: string;
  amount: number;
  metadata?: Record<string, string>;
}): StripeObject {
  return {
    id: stripeId("re"),
    object: "refund",
    amount: input.amount,
    charge: stripeId("ch"),
    created: seconds(),
    currency: "usd",
    metadata: input.metadata ?? {},
    payment_intent: input.paymentIntent,
    reason: "requested_by_customer",
    status: "succeeded",
  };
}

export function stripeEvent(type: string, object: StripeObject, id = stripeId("evt")): StripeObject {
  return {
    id,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: seconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The `Stripe-Signature` header for `payload`, signed as Stripe signs (the library's own helper). */
export async function signPayload(payload: string, secret: string, timestamp = seconds()): Promise<string> {
  const { default: Stripe } = await import("stripe");
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** Posts a signed event to a webhook URL; answers the response. */
export async function postSignedEvent(url: string, event: StripeObject, secret: string): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": await signPayload(payload, secret),
    },
    body: payload,
  });
}
