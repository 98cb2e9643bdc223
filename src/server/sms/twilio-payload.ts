/**
 * Twilio's webhook requests (issue 32, item 7), form-encoded (application/x-www-form-urlencoded):
 * - incoming message (twilio.com/docs/messaging/guides/webhook-request): MessageSid, AccountSid,
 *   MessagingServiceSid, From, To (E.164), Body, NumMedia, NumSegments, MediaUrl{N}, MediaContentType{N} …; with
 *   Advanced Opt-Out on, OptOutType (STOP, START, HELP) says Twilio already answered the keyword;
 * - status callback (twilio.com/docs/messaging/guides/outbound-message-status-in-status-callbacks): MessageSid,
 *   MessageStatus (queued, sent, delivered, undelivered, failed, …), ErrorCode when undelivered or failed, To, From.
 * Fields are read as strings; text PostgreSQL cannot hold is cleaned (webhook-body.ts) and nothing else changes.
 */
import { HttpError } from "../http/errors";
import { readLimitedText } from "../http/validation";
import { storableText } from "../conversation/webhook-body";
import { smsStrings } from "../../shared/strings/sms";
import type { TwilioEventIdentity } from "./twilio-events.repository";

/** Far above Twilio's own: a 1,600-character body of 4-byte characters, 10 media URLs, and the rest. */
export const MAX_TWILIO_BODY_BYTES = 256 * 1024;

/** The posted fields as Twilio signed them (`signed`) and as they are stored (`fields`). */
export async function readTwilioForm(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    throw new HttpError(415, "Content-Type must be application/x-www-form-urlencoded.");
  const signed = Object.fromEntries(new URLSearchParams(await readLimitedText(request, MAX_TWILIO_BODY_BYTES)));
  const fields = Object.fromEntries(
    Object.entries(signed).map(([name, value]) => [storableText(name), storableText(value)]),
  );
  return { signed, fields };
}

export type TwilioIdentity = { ok: true; identity: TwilioEventIdentity } | { ok: false; field: string };

export function identifyTwilio(kind: TwilioEventIdentity["kind"], fields: Record<string, string>): TwilioIdentity {
  const messageSid = fields.MessageSid ?? fields.SmsMessageSid ?? fields.SmsSid;
  if (!messageSid) return { ok: false, field: "MessageSid" };
  if (kind === "inbound") return { ok: true, identity: { kind, messageSid, messageStatus: "received" } };
  const messageStatus = fields.MessageStatus ?? fields.SmsStatus;
  if (!messageStatus) return { ok: false, field: "MessageStatus" };
  return { ok: true, identity: { kind, messageSid, messageStatus } };
}

export const missingField = (field: string) => smsStrings.webhook.missing(field);

export interface InboundMedia {
  url: string;
  contentType: string;
}

/** MediaUrl0 … MediaUrl{NumMedia-1} with their MediaContentType{N} (at most 10, Twilio's cap); URLs unchecked here. */
export function mediaOf(fields: Record<string, string>): InboundMedia[] {
  const count = Math.min(Number(fields.NumMedia ?? 0) || 0, 10);
  return Array.from({ length: count }, (_, index) => ({
    url: fields[`MediaUrl${index}`] ?? "",
    contentType: fields[`MediaContentType${index}`] ?? "",
  }));
}
