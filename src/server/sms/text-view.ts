/** A stored text as the console reads it (issue 32): one status from our outbox state and Twilio's callbacks. */
import type { SmsMessage } from "./sms.repository";
import type { TextStatus, TextView } from "../../shared/texts";

const TWILIO_STATUS: Record<string, TextStatus> = {
  accepted: "queued",
  scheduled: "queued",
  queued: "queued",
  sending: "queued",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "undelivered",
  failed: "failed",
  canceled: "failed",
  received: "received",
};

export function textStatusOf(text: Pick<SmsMessage, "status" | "delivery">): TextStatus {
  if (text.status === "failed") return "failed";
  if (text.delivery && TWILIO_STATUS[text.delivery]) return TWILIO_STATUS[text.delivery]!;
  if (text.status === "received") return "received";
  return text.status === "sent" ? "sent" : "queued";
}

export function textView(text: SmsMessage): TextView {
  return {
    id: String(text.id),
    channel: "text",
    direction: text.direction,
    body: text.body,
    status: textStatusOf(text),
    errorCode: text.errorCode,
    customerNumber: text.direction === "in" ? text.fromNumber : text.toNumber,
    createdAt: new Date(text.createdAt).toISOString(),
    purpose: text.purpose,
  };
}
