/**
 * The providers' webhooks, one function: Postmark's (inbound mail and delivery events; the route table
 * beside the mail events, src/server/conversation/postmark-webhook.routes.ts), and each further
 * provider's table beside its entity, composed here (decision 023).
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { router } from "../src/server/http/router";
import { postmarkWebhookRoutes } from "../src/server/conversation/postmark-webhook.routes";

export const config: Config = { path: ["/api/webhooks/postmark"] };

export default router(postmarkWebhookRoutes, config);
