/**
 * Retries Stripe webhook events whose processing failed (decision 046), as postmark-events.job.ts
 * does for Postmark's: the verified body was stored first, so nothing Stripe posted is lost. Then
 * asks Stripe again for refunds left pending (an outage when the owner or a cancellation asked).
 */
import type { Job } from "./job";
import { processPendingStripeEvents } from "../flows/payments/stripe-events.service";
import { settlePendingRefunds } from "../flows/payments/refunds.service";

export const stripeEventsJob: Job = {
  name: "stripe-events",
  run: async (db) => ({ ...(await processPendingStripeEvents(db, 25)), ...(await settlePendingRefunds(db)) }),
};
