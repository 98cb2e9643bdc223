/** SQL of the e-mail templates: the active template of each quote phase, as the console edits and the mail uses them. */
import { sql, type Kysely } from "kysely";
import type { Database, EmailTemplate } from "../db/schema";
import { quotePhases, type QuotePhase } from "../../shared/options";

/** The active template of every phase that has one (the oldest, as the follow-ups use it). */
export async function listPhaseTemplates(db: Kysely<Database>): Promise<EmailTemplate[]> {
  return db
    .selectFrom("emailTemplates")
    .selectAll()
    .distinctOn("templateType")
    .where("templateType", "in", [...quotePhases])
    .where("isActive", "=", true)
    .orderBy("templateType")
    .orderBy("id")
    .execute();
}

export async function updateTemplate(
  db: Kysely<Database>,
  id: number,
  content: Pick<EmailTemplate, "subject" | "htmlContent" | "textContent">,
): Promise<EmailTemplate> {
  return db
    .updateTable("emailTemplates")
    .set({ ...content, updatedAt: sql`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

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
