/** Posting a body to the Postmark webhook function as Postmark does: JSON, Basic credentials, no Origin. */
import { basicAuthorization } from "../../src/server/conversation/webhook-auth";
import { callFunction, type FunctionModule } from "./functions";

export function postWebhook(fn: FunctionModule, body: unknown, secret: string): Promise<Response> {
  return callFunction(fn, "/api/webhooks/postmark", {
    method: "POST",
    body,
    origin: null,
    headers: { authorization: basicAuthorization(secret) },
  });
}
