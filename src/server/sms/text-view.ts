/** A stored text as the console reads it (issue 32): one status from our outbox state and Twilio's callbacks. */
import type { Db } from "../db/schema";
import type { LeadRef } from "../leads/lead-ref";
import { textsOfLead, type SmsMessage } from "./sms.repository";
import { smsSuppressionsOf } from "./sms-suppressions.repository";
import type { TimelineEntry } from "../../shared/conversation";
import { e164Of, textableNumber } from "../../shared/sms-numbers";
import { smsStrings, type TextRefusal } from "../../shared/strings/sms";
import { smsConsentOf } from "./consent";
import { suppressionOf } from "./suppression-rule";
import { textingConfig } from "./texting-config";
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

/** The lead's texts by their conversation message id: status and Twilio's error code (the timeline). */
export async function textsOnConversation(db: Db, lead: LeadRef) {
  const texts = await textsOfLead(db, lead);
  return new Map(
    texts.flatMap((text) =>
      text.leadMessageId
        ? [[String(text.leadMessageId), { status: textStatusOf(text), errorCode: text.errorCode }]]
        : [],
    ),
  );
}

/** "Texts stopped by the customer on …" and "Can't be texted: call instead" for the lead's number. */
export async function textingMarkers(db: Db, phone: string | null): Promise<TimelineEntry[]> {
  const number = e164Of(phone);
  if (!number) return [];
  return (await smsSuppressionsOf(db, number)).map((suppression) => ({
    type: "status",
    at: new Date(suppression.createdAt).toISOString(),
    label: suppression.reason === "opted-out" ? smsStrings.stoppedOn(suppression.createdAt) : smsStrings.cannotReceive,
    by: null,
  }));
}

/** Whether the owner can text this lead now, or why not (the composer's channel switch reads it). */
export async function textingOf(
  db: Db,
  lead: LeadRef,
  phone: string | null,
): Promise<{ available: true } | { available: false; reason: string }> {
  const refused = (reason: TextRefusal) => ({ available: false as const, reason: smsStrings.refused[reason] });
  if (!textingConfig()) return refused("off");
  const number = textableNumber(phone);
  if (!number.ok) return refused(number.reason === "non-us" ? "non-us" : "no-number");
  if (!(await smsConsentOf(db, lead.kind, lead.id))) return refused("no-consent");
  const suppressed = await suppressionOf(db, number.e164, "reply");
  return suppressed ? refused(suppressed) : { available: true };
}
