/**
 * Retries Stripe webhook events whose processing failed (decision 046), as postmark-events.job.ts
 * does for Postmark's: the verified body was stored first, so nothing Stripe posted is lost.
 */
import type { Job } from "./job";
import { processPendingStripeEvents } from "../flows/payments/stripe-events.service";

export const stripeEventsJob: Job<{ stripeEventsProcessed: number; stripeEventsFailed: number }> = {
  name: "stripe-events",
  run: (db) => processPendingStripeEvents(db, 25),
};
