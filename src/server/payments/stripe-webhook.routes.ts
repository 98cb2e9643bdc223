/**
 * Stripe's webhooks (issue 31 items 6 and 10, decision 046), composed into functions/webhooks.mts:
 *   POST /api/webhooks/stripe → 200 { received, duplicate } once the verified event is stored
 *                               (processing runs after the answer; a failure leaves it for the outbox-retry job)
 * Refusals (`{ error }`), nothing stored: 503 while STRIPE_WEBHOOK_SECRET is unset (Stripe retries for days);
 * 400 when the Stripe-Signature header is missing, wrong, or its timestamp is outside the 300 s tolerance
 * (verified over the raw body by Stripe's own library: docs.stripe.com/webhooks#verify-official-libraries);
 * 400 a signed body that is no event; 413 over 1 MB. The same event id twice is stored once: 200, duplicate.
 */
import { getEnv } from "../env";
import { errorResponse, json } from "../http/respond";
import type { RouteTable } from "../http/router";
import { readLimitedBytes } from "../http/validation";
import { storableJson } from "../conversation/webhook-body";
import { deliverAfterCommit, pushAfterCommit } from "../flows/delivery/after-commit";
import { processStripeEvent, storeVerifiedEvent, type VerifiedEvent } from "../flows/payments/stripe-events.service";
import { stripeWebhookStrings as text } from "../../shared/strings/payments";
import { verifyStripeEvent } from "./stripe-client";

/** Stripe's events are a few kilobytes; a megabyte is far past any of them. */
export const MAX_STRIPE_EVENT_BYTES = 1_000_000;

export const stripeWebhookRoutes: RouteTable = {
  "POST /api/webhooks/stripe": async (route) => {
    const secret = getEnv().STRIPE_WEBHOOK_SECRET;
    if (!secret) return errorResponse(503, text.notConfigured, undefined, { "Retry-After": "600" });
    // The raw bytes as sent: the signature is over them, so nothing may parse or re-encode them first.
    const raw = await readLimitedBytes(route.request, MAX_STRIPE_EVENT_BYTES, text.tooLarge);
    let event: VerifiedEvent;
    try {
      event = await verifyStripeEvent(raw, route.request.headers.get("stripe-signature"), secret);
    } catch {
      return errorResponse(400, text.badSignature);
    }
    if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.id)
      return errorResponse(400, text.notAnEvent);
    const stored = await storeVerifiedEvent(route.db, event, storableJson(event));
    if (stored.id) {
      const id = stored.id;
      route.afterResponse(async () => {
        const done = await processStripeEvent(route.db, id);
        pushAfterCommit(route, done.alertIds);
        deliverAfterCommit(route, done.outboxIds);
      });
    }
    return json({ received: !stored.duplicate, duplicate: stored.duplicate });
  },
};
