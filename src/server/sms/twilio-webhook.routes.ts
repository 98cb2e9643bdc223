/**
 * Twilio's webhooks (issue 32, item 7; decision 047), composed into functions/webhooks.mts:
 *   POST /api/webhooks/twilio/inbound → 200 empty TwiML once the request is stored (a customer's text; processed
 *                                       after the answer, retried by the outbox-retry job when that fails)
 *   POST /api/webhooks/twilio/status  → 200 empty TwiML once stored (a status callback of one of our texts)
 * Refusals (`{ error, fields? }`): 503 while texting is off (TWILIO_* unset; Twilio retries); 403 and nothing stored
 * when X-Twilio-Signature is missing or does not match (the library's validateRequest over the public URL, SITE_URL
 * + path, and the posted fields; twilio.com/docs/usage/webhooks/webhooks-security); 415 not form-encoded; 413 too
 * large; 422 naming MessageSid or MessageStatus when absent. The same request twice is stored once.
 */
import { errorResponse } from "../http/respond";
import type { RouteRequest, RouteTable } from "../http/router";
import { processTwilioEvent } from "../flows/sms/twilio-events.service";
import { smsStrings } from "../../shared/strings/sms";
import { publicUrlOf, textingConfig, TWILIO_WEBHOOK_PATHS } from "./texting-config";
import { twilioSignatureValid } from "./twilio-client";
import { storeTwilioEvent, type TwilioEventIdentity } from "./twilio-events.repository";
import { identifyTwilio, missingField, readTwilioForm } from "./twilio-payload";

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

function twiml(): Response {
  return new Response(EMPTY_TWIML, {
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const webhook = (kind: TwilioEventIdentity["kind"]) => async (route: RouteRequest) => {
  const config = textingConfig();
  if (!config) return errorResponse(503, smsStrings.webhook.notConfigured, undefined, { "Retry-After": "600" });
  const { signed, fields } = await readTwilioForm(route.request);
  const url = publicUrlOf(config, TWILIO_WEBHOOK_PATHS[kind]);
  const signature = route.request.headers.get("x-twilio-signature");
  if (!(await twilioSignatureValid(config.authToken, signature, url, signed))) {
    return errorResponse(403, smsStrings.webhook.forbidden);
  }
  const identity = identifyTwilio(kind, fields);
  if (!identity.ok)
    return errorResponse(422, missingField(identity.field), { [identity.field]: missingField(identity.field) });
  const id = await storeTwilioEvent(route.db, { ...identity.identity, payload: fields });
  if (id) route.afterResponse(() => processTwilioEvent(route.db, id));
  return twiml();
};

export const twilioWebhookRoutes: RouteTable = {
  "POST /api/webhooks/twilio/inbound": webhook("inbound"),
  "POST /api/webhooks/twilio/status": webhook("status"),
};
