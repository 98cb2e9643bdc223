/**
 * Stripe in integration tests (decision 046): the local stand-in started for the file with the real
 * `stripe` client pointed at it (STRIPE_API_BASE), the webhook secret set, and events posted to the
 * real webhooks function signed with Stripe's own helper. The stand-in does not post events itself
 * here (no webhook URL): a test takes them from `pay()` and posts them, so it sees each answer.
 */
import { afterAll, beforeAll } from "vitest";
import * as webhooks from "../../functions/webhooks.mts";
import { StripeStandIn } from "../../scripts/lib/stripe-stand-in";
import { signPayload, stripeEvent, type StripeObject } from "../../scripts/lib/stripe-payloads";
import { callFunction, type FunctionModule } from "./functions";

export const STRIPE_TEST_SECRET = "whsec_integrationtestsecret0000";
export const STRIPE_TEST_KEY = "sk_test_integration";

export function useStripeStandIn(): StripeStandIn {
  const standIn = new StripeStandIn({ webhookSecret: STRIPE_TEST_SECRET });
  beforeAll(async () => {
    await standIn.start();
    process.env.STRIPE_SECRET_KEY = STRIPE_TEST_KEY;
    process.env.STRIPE_WEBHOOK_SECRET = STRIPE_TEST_SECRET;
    process.env.STRIPE_API_BASE = standIn.base;
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_API_BASE;
    await standIn.stop();
  });
  return standIn;
}

/** Posts a raw body with the given Stripe-Signature header (or none) to the webhook. */
export function postStripeWebhook(payload: string, signature: string | null) {
  return callFunction(webhooks as FunctionModule, "/api/webhooks/stripe", {
    method: "POST",
    origin: null,
    rawBody: payload,
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
  });
}

/** Signs and posts an event (a fresh one of `type` about `object`, or a whole event) as Stripe would. */
export async function sendStripeEvent(
  event: StripeObject,
  options: { secret?: string; timestamp?: number } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  return postStripeWebhook(
    payload,
    await signPayload(payload, options.secret ?? STRIPE_TEST_SECRET, options.timestamp),
  );
}

export const eventOf = (type: string, object: StripeObject) => stripeEvent(type, object);
