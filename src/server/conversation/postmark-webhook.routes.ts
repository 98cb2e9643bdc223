/**
 * Postmark's webhooks (issue 21, decision 038): Inbound, Delivery, Bounce, SpamComplaint and Open.
 *   POST /api/webhooks/postmark  → 200 { stored, duplicate } once the body is stored (processing runs after the
 *                                   answer; a failure leaves the event for the outbox-retry job)
 * Refusals (`{ error, fields? }`): 401 without the Basic credentials of POSTMARK_WEBHOOK_SECRET (compared in
 * constant time); 503 while POSTMARK_WEBHOOK_SECRET is unset (Postmark retries, so nothing is lost once it is set);
 * 415 not JSON; 413 over 6 MB (Netlify's own request limit, webhook-body.ts); 400 malformed JSON; 422 nested more than
 * 64 levels, or no MessageID or RecordType (naming the field). U+0000 and lone surrogates are cleaned, never a 500.
 * The same event twice (RecordType + MessageID) is stored once and answered 200 with duplicate: true.
 */
import { getEnv } from "../env";
import { errorResponse, json } from "../http/respond";
import { type RouteTable } from "../http/router";
import { processEvent, storeWebhook } from "../flows/conversation/mail-events.service";
import { identify } from "./postmark-payload";
import { webhookCredentialsMatch } from "./webhook-auth";
import { readWebhookBody } from "./webhook-body";
import { conversationStrings } from "../../shared/strings/conversation";

const text = conversationStrings.webhook;

export const postmarkWebhookRoutes: RouteTable = {
  "POST /api/webhooks/postmark": async (route) => {
    const secret = getEnv().POSTMARK_WEBHOOK_SECRET;
    if (!secret) return errorResponse(503, text.notConfigured, undefined, { "Retry-After": "600" });
    if (!webhookCredentialsMatch(route.request.headers.get("authorization"), secret)) {
      return errorResponse(401, text.unauthorized, undefined, { "WWW-Authenticate": 'Basic realm="postmark"' });
    }
    const body = await readWebhookBody(route.request);
    const identity = identify(body);
    if (!identity.ok) return errorResponse(422, identity.message, { [identity.field]: identity.message });
    const stored = await storeWebhook(route.db, identity.identity, body);
    if (stored.id) {
      const id = stored.id;
      route.afterResponse(() => processEvent(route.db, id));
    }
    return json({ stored: !stored.duplicate, duplicate: stored.duplicate });
  },
};
