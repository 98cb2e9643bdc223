/** Table types of e-mail: the phase templates, the outbox every message passes through and the newsletter list (see schema.ts). */
import type { ColumnType, Generated } from "kysely";
import type { OutboxStatus } from "../../shared/options";
import type { NewsletterStatus } from "../../shared/schemas/newsletter";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

export interface EmailTemplatesTable {
  id: Generated<number>;
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string | null;
  templateType: string;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** One address on the list; it gets the newsletter only once it is 'active' (confirmed). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** As typed (trimmed); unique without case. */
  email: string;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  /** When the last confirmation e-mail was asked for; its link is valid for a week from here. */
  requestedAt: Timestamp;
  confirmedAt: NullableTimestamp;
  unsubscribedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A message header as Postmark's API takes it. */
export interface OutboxHeader {
  Name: string;
  Value: string;
}

/** An attachment as Postmark's API takes it: Content is base64 (the booking's .ics invitation). */
export interface OutboxAttachment {
  Name: string;
  Content: string;
  ContentType: string;
}

/** Every e-mail is a row here first; a sender claims, sends and marks it, so none is lost or sent twice. */
export interface EmailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  fromAddress: string | null;
  replyTo: string | null;
  subject: string;
  htmlBody: string;
  textBody: string;
  tag: string | null;
  contactSubmissionId: number | null;
  quoteId: number | null;
  quoteFollowUpId: number | null;
  newsletterSubscriberId: number | null;
  /** jsonb: extra message headers, `{ Name, Value }` as Postmark takes them (List-Unsubscribe). */
  headers: ColumnType<OutboxHeader[] | null, string | null | undefined, string | null>;
  /** jsonb: attachments, `{ Name, Content, ContentType }` as Postmark takes them. */
  attachments: ColumnType<OutboxAttachment[] | null, string | null | undefined, string | null>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedAt: NullableTimestamp;
  lastError: string | null;
  providerMessageId: string | null;
  sentAt: NullableTimestamp;
  createdAt: CreatedAt;
  /** Postmark's webhook events about this message (decision 038). */
  deliveredAt: NullableTimestamp;
  bouncedAt: NullableTimestamp;
  /** Postmark's bounce Type (HardBounce, SoftBounce, …) and Description. */
  bounceType: string | null;
  bounceDescription: string | null;
  /** Postmark deactivated the address (Inactive) and whether it can be reactivated (CanActivate). */
  bounceInactive: boolean | null;
  bounceCanActivate: boolean | null;
  complainedAt: NullableTimestamp;
  openedAt: NullableTimestamp;
}
