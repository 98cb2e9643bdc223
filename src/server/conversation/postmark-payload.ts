/**
 * Reading Postmark's webhook bodies (decision 038; shapes from Postmark's webhook documentation and
 * the official client's payload types, see tests/fixtures/postmark/README.md). Only what we use is
 * read; everything is stored as posted. An inbound post carries no RecordType in older payloads, so a
 * body with From/FromFull and MailboxHash is an "Inbound" one.
 */
import { z } from "zod";
import { conversationStrings as text } from "../../shared/strings/conversation";

export const HANDLED_RECORD_TYPES = ["Inbound", "Delivery", "Bounce", "SpamComplaint", "Open"] as const;

export interface EventIdentity {
  recordType: string;
  messageId: string;
}

export type IdentityResult = { ok: true; identity: EventIdentity } | { ok: false; field: string; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The (RecordType, MessageID) pair a stored event is unique on, or which field is wrong. */
export function identify(body: unknown): IdentityResult {
  if (!isObject(body)) return { ok: false, field: "_form", message: text.webhook.notAnObject };
  let recordType = body.RecordType;
  if (recordType === undefined && ("FromFull" in body || "From" in body) && "MailboxHash" in body) {
    recordType = "Inbound";
  }
  if (typeof recordType !== "string" || !/^[A-Za-z]{1,40}$/.test(recordType)) {
    return { ok: false, field: "RecordType", message: text.webhook.badRecordType };
  }
  const messageId = body.MessageID;
  if (typeof messageId !== "string" || messageId.trim() === "" || messageId.length > 200) {
    return { ok: false, field: "MessageID", message: text.webhook.missingMessageId };
  }
  return { ok: true, identity: { recordType, messageId: messageId.trim() } };
}

const metadata = z.record(z.string(), z.unknown()).optional().catch(undefined);
const optionalString = z.string().optional().catch(undefined);
const optionalBoolean = z.boolean().optional().catch(undefined);

export const deliveryPayload = z.object({
  MessageID: z.string(),
  Recipient: optionalString,
  DeliveredAt: optionalString,
  Metadata: metadata,
});

/** Bounce and SpamComplaint share the bounce record's shape. */
export const bouncePayload = z.object({
  MessageID: z.string(),
  Type: optionalString,
  TypeCode: z.number().optional().catch(undefined),
  Description: optionalString,
  Details: optionalString,
  Email: optionalString,
  BouncedAt: optionalString,
  Inactive: optionalBoolean,
  CanActivate: optionalBoolean,
  Metadata: metadata,
});

export const openPayload = z.object({
  MessageID: z.string(),
  ReceivedAt: optionalString,
  Recipient: optionalString,
  Metadata: metadata,
});

const address = z.object({
  Email: z.string().catch(""),
  Name: z.string().catch(""),
  MailboxHash: z.string().catch(""),
});

export const inboundPayload = z.object({
  MessageID: z.string(),
  From: z.string().catch(""),
  FromName: z.string().catch(""),
  FromFull: address.optional().catch(undefined),
  ToFull: z.array(address).catch([]),
  Subject: z.string().catch(""),
  MailboxHash: z.string().catch(""),
  TextBody: z.string().catch(""),
  HtmlBody: z.string().catch(""),
  StrippedTextReply: z.string().catch(""),
  Headers: z.array(z.object({ Name: z.string(), Value: z.string().catch("") })).catch([]),
  Attachments: z
    .array(
      z.object({
        Name: z.string().catch(""),
        Content: z.string().catch(""),
        ContentType: z.string().catch(""),
        ContentLength: z.number().optional().catch(undefined),
      }),
    )
    .catch([]),
});

export type InboundPayload = z.infer<typeof inboundPayload>;

/** A timestamp Postmark sent, or now when it is missing or unreadable. */
export function eventTime(value: string | undefined, now: Date): Date {
  const parsed = value ? new Date(value) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : now;
}

/** The outbox row our Metadata names (digits only), if any. */
export function outboxIdOf(meta: Record<string, unknown> | undefined): string | undefined {
  const id = meta?.outboxId;
  return typeof id === "string" && /^\d{1,18}$/.test(id) ? id : undefined;
}
