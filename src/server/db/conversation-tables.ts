/** Table types of the conversation with a lead (issue 21, decision 038): Postmark's webhook events, per-lead mailboxes, messages (snippets live in settings). */
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, NullableTimestamp } from "./job-tables";

type Json<T> = ColumnType<T, string, string>;

/** One webhook body as Postmark posted it, stored before it is processed (once per RecordType and MessageID). */
export interface PostmarkEventsTable {
  id: Generated<string>;
  /** Postmark's RecordType: Inbound, Delivery, Bounce, SpamComplaint, Open (others are stored and ignored). */
  recordType: string;
  messageId: string;
  payload: Json<Record<string, unknown>>;
  receivedAt: CreatedAt;
  processedAt: NullableTimestamp;
  attempts: Generated<number>;
  lastError: string | null;
}

/**
 * A random hash of a lead's Reply-To (`reply+{hash}@INBOUND_DOMAIN`); exactly one lead each. A lead has one
 * current hash (retiredAt null) and may have retired ones that still match for a while (issue 33).
 */
export interface LeadMailboxesTable {
  hash: string;
  contactSubmissionId: number | null;
  quoteId: number | null;
  createdAt: CreatedAt;
  retiredAt: NullableTimestamp;
}

/** An attachment of an inbound message: kept in Blobs (`key`) or listed by name and dropped (`dropped`). */
export interface StoredMailAttachment {
  name: string;
  contentType: string;
  size: number;
  /** Blob key in the mail-attachments store, when kept. */
  key?: string;
  /**
   * Why it was not kept: "type" (not an image or PDF), "size" (over the per-file cap), "total" (over the
   * per-message cap), "unreadable", "pixels" (an image over the per-image pixel cap), "total-pixels" (over
   * the per-message pixel cap).
   */
  dropped?: "type" | "size" | "total" | "unreadable" | "pixels" | "total-pixels" | MmsRefusal;
  /** A photo texted by the customer (MMS, issue 32): kept as the lead's photo, its files in the lead-photos store. */
  photo?: { key: string; width: number; height: number };
}

/** Why a texted file was not kept: not a photo, over the photos' size cap, not a Twilio media URL, gone. */
export type MmsRefusal = "not-photo" | "photo-size" | "source" | "gone";

export type MessageDirection = "in" | "out";

/** One message with the customer. An inbound one with no lead is in the Unmatched list. */
export interface LeadMessagesTable {
  id: Generated<string>;
  direction: MessageDirection;
  /** E-mail, or a text (issue 32: its provider details are on sms_messages). */
  channel: ColumnType<"email" | "text", "email" | "text" | undefined, "email" | "text">;
  contactSubmissionId: number | null;
  quoteId: number | null;
  /** The outbox row of an outbound message. */
  outboxId: string | null;
  /** The webhook event an inbound message came from. */
  postmarkEventId: string | null;
  fromAddress: string;
  fromName: string | null;
  subject: Generated<string>;
  textBody: Generated<string>;
  /** The reply without the quoted history (Postmark's StrippedTextReply, else the text body). */
  strippedText: Generated<string>;
  /** Sanitised HTML of an inbound message (remote images are shown only when the owner asks). */
  htmlBody: string | null;
  /** The e-mail's Message-ID header, for threading a reply (In-Reply-To / References). */
  headerMessageId: string | null;
  referencesHeader: string | null;
  attachments: ColumnType<StoredMailAttachment[], string | undefined, string>;
  /** Why the sender of an inbound message was not trusted (issue 33); null when verified or matched by hash. */
  senderUnverified: ColumnType<string | null, string | null | undefined, string | null>;
  sentBy: string | null;
  readAt: NullableTimestamp;
  answeredAt: NullableTimestamp;
  discardedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** A status the owner changed on a lead, and who (the lead's timeline). */
export interface LeadStatusChangesTable {
  id: Generated<string>;
  quoteId: number | null;
  contactSubmissionId: number | null;
  fromStatus: string;
  toStatus: string;
  changedBy: string | null;
  createdAt: CreatedAt;
}

/** A call the owner logged on a lead with one tap (issue 34): it answers the lead like a reply. */
export interface LeadCallsTable {
  id: Generated<string>;
  quoteId: number | null;
  contactSubmissionId: number | null;
  loggedBy: string | null;
  createdAt: CreatedAt;
}

export interface ConversationTables {
  leadStatusChanges: LeadStatusChangesTable;
  leadCalls: LeadCallsTable;
  postmarkEvents: PostmarkEventsTable;
  leadMailboxes: LeadMailboxesTable;
  leadMessages: LeadMessagesTable;
}
