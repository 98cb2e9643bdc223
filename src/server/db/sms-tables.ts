/** Table types of texting (issue 32, decision 047): texts in and out, numbers no text may go to, Twilio's webhook requests. */
import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

type Json<T> = ColumnType<T, string | undefined, string>;

/** One Twilio webhook request as posted (form fields), stored before it is processed; once per kind, MessageSid and MessageStatus. */
export interface TwilioEventsTable {
  id: Generated<string>;
  kind: "inbound" | "status";
  messageSid: string;
  /** The status callback's MessageStatus; "received" for an incoming message. */
  messageStatus: string;
  payload: ColumnType<Record<string, string>, string, string>;
  receivedAt: CreatedAt;
  processedAt: NullableTimestamp;
  attempts: Generated<number>;
  lastError: string | null;
}

/** Where a text is in our outbox: claimed like e-mail (src/server/jobs/claim-queue.ts); "received" for inbound. */
export type SmsQueueStatus = "pending" | "sending" | "sent" | "failed" | "received";

/** An MMS photo of an inbound text: kept as a lead photo (`photoId`) or listed and dropped (`dropped`). */
export interface SmsMedia {
  contentType: string;
  url: string;
  photoId?: number;
  dropped?: string;
}

export interface SmsMessagesTable {
  id: Generated<string>;
  direction: "in" | "out";
  quoteId: number | null;
  contactSubmissionId: number | null;
  /** The text's row on the lead's conversation (lead_messages, channel "text"). */
  leadMessageId: string | null;
  twilioEventId: string | null;
  fromNumber: string;
  toNumber: string;
  body: Generated<string>;
  /** Why it was sent: "reply" (typed by the owner), "first-text", "opt-out-confirmation", "help", …; "inbound". */
  purpose: string;
  automatic: Generated<boolean>;
  status: ColumnType<SmsQueueStatus, SmsQueueStatus | undefined, SmsQueueStatus>;
  /** Twilio's MessageStatus (accepted, queued, sending, sent, delivered, undelivered, failed, received). */
  delivery: string | null;
  providerSid: string | null;
  errorCode: number | null;
  lastError: string | null;
  media: Json<SmsMedia[]>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  lockedAt: NullableTimestamp;
  idempotencyKey: string | null;
  sentBy: string | null;
  createdAt: CreatedAt;
  sentAt: NullableTimestamp;
  deliveryAt: NullableTimestamp;
}

export type SmsSuppressionReason = "opted-out" | "cannot-receive";

export interface SmsSuppressionsTable {
  /** E.164. */
  phoneNumber: string;
  reason: SmsSuppressionReason;
  /** The keyword the customer sent (STOP, QUIT …) for "opted-out". */
  keyword: string | null;
  /** Twilio's error code for "cannot-receive". */
  errorCode: number | null;
  createdAt: Timestamp;
}

export interface SmsTables {
  twilioEvents: TwilioEventsTable;
  smsMessages: SmsMessagesTable;
  smsSuppressions: SmsSuppressionsTable;
}
