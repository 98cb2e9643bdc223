/** SQL of phase mail (the quote_follow_ups table); its templates are found by email/templates.repository.ts. */
import type { Db } from "../db/schema";
import type { QuotePhase } from "../../shared/options";

export async function insertPhaseMail(
  db: Db,
  followUp: { quoteId: number; phase: QuotePhase; customMessage: string | null },
): Promise<number> {
  const row = await db
    .insertInto("quoteFollowUps")
    .values({ ...followUp, status: "pending", scheduledFor: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
