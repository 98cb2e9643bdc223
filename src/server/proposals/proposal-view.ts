/** A proposal row with its signature, decline and questions, as the admin API answers it. */
import { apiView } from "../api-view";
import type { Db } from "../db/schema";
import type { AdminProposal } from "../../shared/proposals/admin-view";
import { priceOptions } from "../../shared/proposals/document";
import { siteUrl } from "../env";
import { dayString } from "./proposal-document";
import { proposalPath, recoverToken } from "./proposal-token";
import { findAcceptance, findDecline, listQuestions, type ProposalRow } from "./proposals.repository";

export async function toAdminProposal(db: Db, row: ProposalRow): Promise<AdminProposal> {
  const [acceptance, decline, questions] = await Promise.all([
    findAcceptance(db, row.id),
    findDecline(db, row.id),
    listQuestions(db, row.id),
  ]);
  const token = recoverToken(row);
  return {
    ...apiView(row, ["id", "quoteId", "version", "status", "content"]),
    options: row.frozen?.options ?? priceOptions(row.content),
    validUntil: dayString(row.validUntil),
    link: token ? siteUrl(proposalPath(token)) : null,
    ...apiView(row, [
      "documentSha256",
      "sentAt",
      "firstOpenedAt",
      "lastOpenedAt",
      "openCount",
      "withdrawnAt",
      "replacedBy",
      "createdAt",
      "updatedAt",
    ]),
    acceptance: acceptance
      ? apiView(acceptance, [
          "optionId",
          "optionTitle",
          "totalCents",
          "typedName",
          "consentText",
          "consentVersion",
          "acceptedAt",
          "ip",
          "userAgent",
          "documentSha256",
        ])
      : null,
    decline: decline ? apiView(decline, ["reason", "comment", "declinedAt"]) : null,
    questions: questions.map((question) => apiView(question, ["id", "kind", "question", "askedAt"])),
  };
}
