/**
 * The Stripe client (decision 046), loaded by dynamic import only where a route calls Stripe, so
 * no function loads the SDK at import (tests/integration/function-bundles.test.ts). With
 * STRIPE_API_BASE (local runs and tests) the real client talks to the stand-in through the SDK's
 * own `host`/`port`/`protocol` options (stripe-node's StripeConfig). Every create sends an
 * idempotency key (docs.stripe.com/api/idempotent_requests: the same key returns the first answer).
 */
import type { Stripe as StripeClient } from "stripe";
import { getEnv } from "../env";

export type { StripeClient };

let cached: { key: string; client: StripeClient } | undefined;

/** Whether online payment is on (STRIPE_SECRET_KEY set). */
export const onlinePaymentsEnabled = (): boolean => Boolean(getEnv().STRIPE_SECRET_KEY);

/** The client, or undefined when STRIPE_SECRET_KEY is unset. */
export async function stripeClient(): Promise<StripeClient | undefined> {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const cacheKey = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ""}`;
  if (cached?.key === cacheKey) return cached.client;
  const { default: Stripe } = await import("stripe");
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    // A Checkout session is made while its payment row is locked: never wait long (the SDK's default is 80 s).
    timeout: 10_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === "https:" ? "https" : "http" } : {}),
  });
  cached = { key: cacheKey, client };
  return client;
}

/**
 * Where "Approve & pay deposit" may redirect a form post: Stripe's hosted Checkout (and locally the
 * stand-in), for the proposal page's CSP `form-action` (Chromium checks it on a post's redirects too).
 */
export function checkoutFormTargets(): string[] {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return [];
  return ["https://checkout.stripe.com", ...(env.STRIPE_API_BASE ? [new URL(env.STRIPE_API_BASE).origin] : [])];
}

/** Stripe's default webhook tolerance: 300 s (stripe-node Webhooks.DEFAULT_TOLERANCE). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook's `Stripe-Signature` over the raw body with Stripe's own library
 * (`stripe.webhooks.constructEvent`, docs.stripe.com/webhooks#verify-official-libraries); throws
 * when unsigned, wrongly signed or outside the tolerance.
 */
export async function verifyStripeEvent(
  raw: string | Uint8Array,
  signature: string | null,
  secret: string,
): Promise<{ id: string; type: string; data: { object: Record<string, unknown> } }> {
  const { default: Stripe } = await import("stripe");
  const event = Stripe.webhooks.constructEvent(raw, signature ?? "", secret, WEBHOOK_TOLERANCE_SECONDS);
  return event as unknown as { id: string; type: string; data: { object: Record<string, unknown> } };
}
