/** The JSON the admin proposals API answers (dates as ISO strings, money in integer cents). */
import type { ProposalContent } from "../schemas/proposal";
import type { DeclineReason } from "../strings/proposals";
import type { PricedOption, ProposalStatus } from "./document";

/**
 * What the customer signed: the option and its total, the typed name, the consent shown and its
 * version, where from, and the hash of the document as sent. Stored once (the proposal
 * acceptances table) and shown as it is to the console, with the time of signing beside it.
 */
export interface ProposalSignature {
  optionId: string;
  optionTitle: string;
  totalCents: number;
  typedName: string;
  consentText: string;
  consentVersion: string;
  ip: string;
  userAgent: string | null;
  documentSha256: string;
}

export interface AdminProposalAcceptance extends ProposalSignature {
  acceptedAt: string;
}

export interface AdminProposalDecline {
  reason: DeclineReason;
  comment: string | null;
  declinedAt: string;
}

export interface AdminProposalQuestion {
  id: number;
  kind: "question" | "update-request";
  question: string;
  askedAt: string;
}

export interface AdminProposal {
  id: number;
  quoteId: number;
  version: number;
  status: ProposalStatus;
  /** The editable document (for a sent version: as it was sent). */
  content: ProposalContent;
  /** Each option with its lines and totals, computed on the server. */
  options: PricedOption[];
  validUntil: string;
  /** The customer's link (absolute) of a sent version, while the server can make it. */
  link: string | null;
  documentSha256: string | null;
  sentAt: string | null;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
  withdrawnAt: string | null;
  replacedBy: number | null;
  createdAt: string;
  updatedAt: string;
  acceptance: AdminProposalAcceptance | null;
  decline: AdminProposalDecline | null;
  questions: AdminProposalQuestion[];
}

/** A quote's latest proposal version as the quote list shows it (tracking without the document). */
export interface AdminQuoteProposal {
  id: number;
  version: number;
  /** Expired as soon as its valid-until day has passed, even before anyone opened it again. */
  status: ProposalStatus;
  validUntil: string;
  sentAt: string | null;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
}
