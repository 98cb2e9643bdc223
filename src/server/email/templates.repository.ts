/** SQL of the e-mail templates: the active template of each quote phase, as the console edits and the mail uses them. */
import { sql, type Kysely } from "kysely";
import type { Database, EmailTemplate } from "../db/schema";
import { quotePhases, type QuotePhase } from "../../shared/options";

/** Active templates: where a type has more than one, the oldest (lowest id) is the one in use. */
const activeTemplates = (db: Kysely<Database>) =>
  db.selectFrom("emailTemplates").selectAll().where("isActive", "=", true);

/** The active template of every phase that has one (the oldest, as the follow-ups use it). */
export async function listPhaseTemplates(db: Kysely<Database>): Promise<EmailTemplate[]> {
  return activeTemplates(db)
    .distinctOn("templateType")
    .where("templateType", "in", [...quotePhases])
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
  return activeTemplates(db).where("templateType", "=", phase).orderBy("id").executeTakeFirst();
}
