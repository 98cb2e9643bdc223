/** Table types of e-mail: the phase templates and the outbox every message passes through (see schema.ts). */
import type { ColumnType, Generated } from "kysely";
import type { OutboxStatus } from "../../shared/options";
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
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedAt: NullableTimestamp;
  lastError: string | null;
  providerMessageId: string | null;
  sentAt: NullableTimestamp;
  createdAt: CreatedAt;
}
