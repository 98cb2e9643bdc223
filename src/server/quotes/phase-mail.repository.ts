/** SQL of phase mail (the quote_follow_ups table) and the templates it is written from. */
import type { Kysely } from "kysely";
import type { Database, EmailTemplate } from "../db/schema";
import type { QuotePhase } from "../../shared/options";

export async function findActiveTemplateForPhase(
  db: Kysely<Database>,
  phase: QuotePhase,
): Promise<EmailTemplate | undefined> {
  return db
    .selectFrom("emailTemplates")
    .selectAll()
    .where("templateType", "=", phase)
    .where("isActive", "=", true)
    .orderBy("id")
    .executeTakeFirst();
}

export async function insertFollowUp(
  db: Kysely<Database>,
  followUp: { quoteId: number; phase: QuotePhase; customMessage: string | null },
): Promise<number> {
  const row = await db
    .insertInto("quoteFollowUps")
    .values({ ...followUp, status: "pending", scheduledFor: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
