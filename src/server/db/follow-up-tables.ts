/** Table types of follow-up sequences and review requests (issue 22, decision 040; see schema.ts). */
import type { ColumnType, Generated } from "kysely";
import type { FollowUpStep, SequenceTrigger } from "../../shared/schemas/follow-ups";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

type Json<T> = ColumnType<T, string, string>;

export type EnrolmentStatus = "active" | "paused" | "stopped" | "finished";
export type ReviewRequestStatus = "scheduled" | "sent" | "cancelled";

/** A sequence the owner edits in Settings: its steps in order, each with its own id. */
export interface FollowUpSequencesTable {
  id: Generated<number>;
  name: string;
  trigger: SequenceTrigger;
  isActive: Generated<boolean>;
  steps: Json<FollowUpStep[]>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** One lead in one sequence; `nextStep` indexes the sequence's steps. */
export interface FollowUpEnrolmentsTable {
  id: Generated<number>;
  quoteId: number;
  sequenceId: number;
  /** The invoice an "invoice sent" sequence reminds about (one enrolment per invoice); null for the others. */
  invoiceId: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<EnrolmentStatus, EnrolmentStatus | undefined, EnrolmentStatus>;
  /** When the trigger happened: the steps' business days count from here. */
  anchorAt: Timestamp;
  nextStep: Generated<number>;
  /** When the next step goes (null unless active). */
  nextDueAt: NullableTimestamp;
  stopReason: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A step sent (or sent now by the owner); unique per lead, sequence, step and local day. */
export interface FollowUpSendsTable {
  id: Generated<string>;
  enrolmentId: number;
  quoteId: number;
  sequenceId: number;
  stepId: string;
  stepNumber: number;
  /** The invoice the reminder was about (an "invoice sent" sequence), part of the once-a-day key. */
  invoiceId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The business's calendar day it was queued on (date column, "YYYY-MM-DD" when written). */
  localDay: ColumnType<Date, string, string>;
  byOwner: Generated<boolean>;
  outboxId: string | null;
  /** The text a text step queued (issue 32), or why none could go (queueText's refusal). */
  smsMessageId: ColumnType<string | null, string | null | undefined, string | null>;
  textSkipped: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface ReviewRequestsTable {
  id: Generated<number>;
  quoteId: number;
  /** SHA-256 of the normalised recipient (recipient-key.ts): one request per customer, ever. */
  recipientKey: string;
  status: ColumnType<ReviewRequestStatus, ReviewRequestStatus | undefined, ReviewRequestStatus>;
  dueAt: Timestamp;
  cancelReason: string | null;
  outboxId: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface FollowUpTables {
  followUpSequences: FollowUpSequencesTable;
  followUpEnrolments: FollowUpEnrolmentsTable;
  followUpSends: FollowUpSendsTable;
  reviewRequests: ReviewRequestsTable;
}
