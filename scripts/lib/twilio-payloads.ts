/**
 * Twilio webhook requests in the documented shapes (issue 32), for the tests and `npm run sms:simulate`:
 * - incoming message: twilio.com/docs/messaging/guides/webhook-request ("Parameters in Twilio's request":
 *   MessageSid, SmsSid, SmsMessageSid, AccountSid, MessagingServiceSid, From, To, Body, NumMedia, NumSegments,
 *   MediaContentType{N}, MediaUrl{N}, FromCity/FromState/FromZip/FromCountry, ToCity …, ApiVersion; OptOutType
 *   with Advanced Opt-Out, twilio.com/docs/messaging/tutorials/advanced-opt-out);
 * - status callback: twilio.com/docs/messaging/guides/outbound-message-status-in-status-callbacks (MessageSid,
 *   SmsSid, MessageStatus, SmsStatus, AccountSid, From, To, ApiVersion; ErrorCode when undelivered or failed).
 * Signed as Twilio signs them: X-Twilio-Signature, HMAC-SHA1 of the URL and the sorted fields with the auth
 * token (twilio.com/docs/usage/webhooks/webhooks-security), computed by the library's getExpectedTwilioSignature.
 */
import { randomBytes } from "node:crypto";
import { twilioSignatureOf } from "../../src/server/sms/twilio-client";

export const TEST_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const TEST_AUTH_TOKEN = "test-auth-token-0123456789abcdef";
export const TEST_MESSAGING_SERVICE_SID = `MG${"fedcba9876543210".repeat(2)}`;
/** Our Twilio number in the fixtures (a 555-01xx number, reserved for fiction). */
export const BUSINESS_TEXT_NUMBER = "+19735550100";

export const newMessageSid = () => `SM${randomBytes(16).toString("hex")}`;

export function inboundFields(message: {
  from: string;
  body: string;
  sid?: string;
  media?: { url: string; contentType: string }[];
  optOutType?: "STOP" | "START" | "HELP";
}): Record<string, string> {
  const sid = message.sid ?? newMessageSid();
  const fields: Record<string, string> = {
    ToCountry: "US",
    ToState: "NJ",
    SmsMessageSid: sid,
    NumMedia: String(message.media?.length ?? 0),
    ToCity: "MORRISTOWN",
    FromZip: "07960",
    SmsSid: sid,
    FromState: "NJ",
    SmsStatus: "received",
    FromCity: "MORRISTOWN",
    Body: message.body,
    FromCountry: "US",
    To: BUSINESS_TEXT_NUMBER,
    MessagingServiceSid: TEST_MESSAGING_SERVICE_SID,
    ToZip: "07960",
    NumSegments: "1",
    MessageSid: sid,
    AccountSid: TEST_ACCOUNT_SID,
    From: message.from,
    ApiVersion: "2010-04-01",
  };
  message.media?.forEach((media, index) => {
    fields[`MediaContentType${index}`] = media.contentType;
    fields[`MediaUrl${index}`] = media.url;
  });
  if (message.optOutType) fields.OptOutType = message.optOutType;
  return fields;
}

export function statusFields(status: {
  sid: string;
  to: string;
  state: string;
  errorCode?: number;
}): Record<string, string> {
  const fields: Record<string, string> = {
    SmsSid: status.sid,
    SmsStatus: status.state,
    MessageStatus: status.state,
    To: status.to,
    MessagingServiceSid: TEST_MESSAGING_SERVICE_SID,
    MessageSid: status.sid,
    AccountSid: TEST_ACCOUNT_SID,
    From: BUSINESS_TEXT_NUMBER,
    ApiVersion: "2010-04-01",
  };
  if (status.errorCode !== undefined) fields.ErrorCode = String(status.errorCode);
  return fields;
}

/** The request Twilio would make to `url` with `fields`: form-encoded, signed with `authToken`. */
export async function signedTwilioRequest(url: string, fields: Record<string, string>, authToken: string) {
  return {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": await twilioSignatureOf(authToken, url, fields),
    },
    rawBody: new URLSearchParams(fields).toString(),
  };
}
