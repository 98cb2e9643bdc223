/** A proposal row with its signature, decline and questions, as the admin API answers it. */
import type { Db } from "../db/schema";
import type { AdminProposal } from "../../shared/proposals/admin-view";
import { priceOptions } from "../../shared/proposals/document";
import { getEnv } from "../env";
import { dayString } from "./proposal-document";
import { proposalPath, recoverToken } from "./proposal-token";
import { findAcceptance, findDecline, listQuestions, type ProposalRow } from "./proposals.repository";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function toAdminProposal(db: Db, row: ProposalRow): Promise<AdminProposal> {
  const [acceptance, decline, questions] = await Promise.all([
    findAcceptance(db, row.id),
    findDecline(db, row.id),
    listQuestions(db, row.id),
  ]);
  const token = recoverToken(row);
  return {
    id: row.id,
    quoteId: row.quoteId,
    version: row.version,
    status: row.status,
    content: row.content,
    options: row.frozen?.options ?? priceOptions(row.content),
    validUntil: dayString(row.validUntil),
    link: token ? new URL(proposalPath(token), getEnv().SITE_URL).toString() : null,
    documentSha256: row.documentSha256,
    sentAt: iso(row.sentAt),
    firstOpenedAt: iso(row.firstOpenedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
    openCount: row.openCount,
    withdrawnAt: iso(row.withdrawnAt),
    replacedBy: row.replacedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acceptance: acceptance
      ? {
          optionId: acceptance.optionId,
          optionTitle: acceptance.optionTitle,
          totalCents: acceptance.totalCents,
          typedName: acceptance.typedName,
          consentText: acceptance.consentText,
          consentVersion: acceptance.consentVersion,
          acceptedAt: acceptance.acceptedAt.toISOString(),
          ip: acceptance.ip,
          userAgent: acceptance.userAgent,
          documentSha256: acceptance.documentSha256,
        }
      : null,
    decline: decline
      ? { reason: decline.reason, comment: decline.comment, declinedAt: decline.declinedAt.toISOString() }
      : null,
    questions: questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      question: question.question,
      askedAt: question.askedAt.toISOString(),
    })),
  };
}
