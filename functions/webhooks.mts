/**
 * The providers' webhooks, one function: Postmark's (inbound mail and delivery events; the route table
 * beside the mail events, src/server/conversation/postmark-webhook.routes.ts), Stripe's (payments,
 * src/server/payments/stripe-webhook.routes.ts) and Twilio's (texts in and their status callbacks,
 * src/server/sms/twilio-webhook.routes.ts), each provider's table beside its entity, composed here
 * (decision 023). The Stripe and Twilio SDKs load on their first call only (dynamic import).
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { composeRoutes, router } from "../src/server/http/router";
import { postmarkWebhookRoutes } from "../src/server/conversation/postmark-webhook.routes";
import { stripeWebhookRoutes } from "../src/server/payments/stripe-webhook.routes";
import { twilioWebhookRoutes } from "../src/server/sms/twilio-webhook.routes";

export const config: Config = {
  path: [
    "/api/webhooks/postmark",
    "/api/webhooks/stripe",
    "/api/webhooks/twilio/inbound",
    "/api/webhooks/twilio/status",
  ],
};

export default router(composeRoutes(postmarkWebhookRoutes, stripeWebhookRoutes, twilioWebhookRoutes), config);
