/**
 * A Stripe Checkout session for one payment row (decision 046), shared by the deposit and the
 * invoices (decision 049). The caller holds the payment row's lock, so concurrent clicks wait and
 * reuse the URL made by the first. Each session has its own idempotency key
 * (`{kind}-{paymentId}-{attempt}`): a retry of a create whose answer was lost returns the same
 * session (docs.stripe.com/api/idempotent_requests). A session near its expiry is replaced by a
 * new attempt. The amount is the row's, never anything the browser sends.
 */
import type { Db } from "../../db/schema";
import type { Payment } from "../../db/payment-tables";
import { siteUrl } from "../../env";
import { PaymentRefused } from "../../payments/payment-errors";
import { updatePayment } from "../../payments/payments.repository";
import type { StripeClient } from "../../payments/stripe-client";

/** A session is reused while it has this long left; Checkout sessions last at most 24 h. */
const REUSE_MARGIN_MS = 30 * 60_000;
const SESSION_LIFETIME_S = 23 * 3600;

export interface CheckoutFor {
  /** "deposit" | "invoice": the idempotency key's prefix. */
  kind: string;
  /** The line's name on Stripe's page: "Deposit: Full restoration (proposal v2)". */
  description: string;
  customerEmail: string;
  /** The customer's page (site path) to come back to, and its anchor. */
  pagePath: string;
  anchor: string;
  /** Names our rows on the session and its payment intent (`payment_id` is what the webhook reads). */
  metadata: Record<string, string>;
}

/** The Checkout page's URL for `payment` (locked by the caller); PaymentRefused when it is paid or on its way. */
export async function checkoutUrlFor(
  trx: Db,
  stripe: StripeClient,
  payment: Payment,
  what: CheckoutFor,
  now: Date,
): Promise<string> {
  if (payment.status === "paid") throw new PaymentRefused("paid");
  if (payment.status === "processing") throw new PaymentRefused("processing");
  const live = payment.checkoutExpiresAt && payment.checkoutExpiresAt.getTime() - REUSE_MARGIN_MS > now.getTime();
  if (payment.checkoutUrl && live) return payment.checkoutUrl;
  const attempt = payment.checkoutAttempts + 1;
  const page = siteUrl(what.pagePath);
  const metadata = { payment_id: String(payment.id), ...what.metadata };
  let session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        // Card and US bank account (ACH): a slate roof's payments run to thousands of dollars. stripe@23
        // (API 2026-09-30.endive on) replaced `payment_method_types` here by `allowed_payment_method_types`.
        allowed_payment_method_types: ["card", "us_bank_account"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency,
              unit_amount: payment.amountCents,
              product_data: { name: what.description },
            },
          },
        ],
        customer_email: what.customerEmail,
        client_reference_id: `payment-${payment.id}`,
        metadata,
        // No receipt_email: Stripe's own receipt stays off; ours goes out through the outbox.
        payment_intent_data: { metadata, description: what.description },
        success_url: `${page}?paid={CHECKOUT_SESSION_ID}#${what.anchor}`,
        cancel_url: `${page}#${what.anchor}`,
        expires_at: Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_S,
      },
      { idempotencyKey: `${what.kind}-${payment.id}-${attempt}` },
    );
  } catch (error) {
    console.error(
      `[stripe] checkout session for payment ${payment.id} failed:`,
      error instanceof Error ? error.message : error,
    );
    throw new PaymentRefused("unavailable");
  }
  if (session.amount_total !== payment.amountCents || !session.url) throw new PaymentRefused("unavailable");
  await updatePayment(trx, payment.id, {
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    checkoutExpiresAt: new Date(session.expires_at * 1000),
    checkoutAttempts: attempt,
    status: "pending",
    failedAt: null,
  });
  return session.url;
}
