/** Table types of proposals (issue 20, decision 037): versions, signatures, declines, questions, settings. */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { ProposalSignature } from "../../shared/proposals/admin-view";
import type { ProposalStatus, StoredFrozenProposal } from "../../shared/proposals/document";
import type { ProposalContent } from "../../shared/schemas/proposal";
import type { DeclineReason } from "../../shared/strings/proposals";
import type { CreatedAt, NullableTimestamp, Timestamp } from "./job-tables";

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** One version of a quote's proposal. Once sent, only its status and tracking columns change. */
export interface ProposalsTable {
  id: Generated<number>;
  quoteId: number;
  version: number;
  status: ColumnType<ProposalStatus, ProposalStatus | undefined, ProposalStatus>;
  content: Json<ProposalContent>;
  /** A calendar day (date column, read as midnight UTC). */
  validUntil: Timestamp;
  /** SHA-256 (hex) of the link's token; null until sent. */
  tokenHash: string | null;
  tokenNonce: string | null;
  /** The document as sent, and the SHA-256 of its canonical JSON. */
  frozen: NullableJson<StoredFrozenProposal>;
  documentSha256: string | null;
  sentAt: NullableTimestamp;
  firstOpenedAt: NullableTimestamp;
  lastOpenedAt: NullableTimestamp;
  openCount: Generated<number>;
  withdrawnAt: NullableTimestamp;
  replacedBy: number | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** The customer's signature: written once, never updated (a trigger refuses it). */
export interface ProposalAcceptancesTable extends ProposalSignature {
  id: Generated<number>;
  proposalId: number;
  acceptedAt: CreatedAt;
}
export type ProposalAcceptance = Selectable<ProposalAcceptancesTable>;

export interface ProposalDeclinesTable {
  id: Generated<number>;
  proposalId: number;
  reason: DeclineReason;
  comment: string | null;
  declinedAt: CreatedAt;
  ip: string;
  userAgent: string | null;
}

/** A signed version cancelled by the customer within three business days (decision 045). */
export interface ProposalCancellationsTable {
  id: Generated<number>;
  proposalId: number;
  reason: string | null;
  cancelledAt: Date;
  ip: string;
  userAgent: string | null;
}
export type ProposalCancellation = Selectable<ProposalCancellationsTable>;

export interface ProposalQuestionsTable {
  id: Generated<number>;
  proposalId: number;
  kind: "question" | "update-request";
  question: string;
  askedAt: CreatedAt;
  ip: string;
}

/** Settings the owner edits, one row per typed key (validated by zod in src/shared). */
export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updatedAt: Timestamp;
}

export interface ProposalTables {
  proposals: ProposalsTable;
  proposalAcceptances: ProposalAcceptancesTable;
  proposalDeclines: ProposalDeclinesTable;
  proposalCancellations: ProposalCancellationsTable;
  proposalQuestions: ProposalQuestionsTable;
  settings: SettingsTable;
}
