/** The latest proposal of each quote, as the quote list and the quote's page show it. */
import { iso } from "../api-view";
import type { Db } from "../db/schema";
import type { AdminQuoteProposal } from "../../shared/proposals/admin-view";
import { dayString } from "./proposal-document";
import { latestProposalsOfQuotes } from "./proposals.repository";

export async function latestProposalByQuote(
  db: Db,
  quoteIds: readonly number[],
): Promise<Map<number, AdminQuoteProposal>> {
  const rows = await latestProposalsOfQuotes(db, quoteIds);
  return new Map(
    rows.map((row) => [
      row.quoteId,
      {
        id: row.id,
        version: row.version,
        status: row.pastDue ? "expired" : row.status,
        validUntil: dayString(row.validUntil),
        sentAt: iso(row.sentAt),
        firstOpenedAt: iso(row.firstOpenedAt),
        lastOpenedAt: iso(row.lastOpenedAt),
        openCount: row.openCount,
      },
    ]),
  );
}
