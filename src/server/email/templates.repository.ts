/** SQL of the e-mail templates: the active template of each quote phase, as the console edits and the mail uses them. */
import { sql } from "kysely";
import type { Db, EmailTemplate } from "../db/schema";
import { quotePhases, type QuotePhase } from "../../shared/options";

/** Active templates: where a type has more than one, the oldest (lowest id) is the one in use. */
const activeTemplates = (db: Db) => db.selectFrom("emailTemplates").selectAll().where("isActive", "=", true);

/** The active template of every phase that has one (the oldest, as the follow-ups use it). */
export async function listPhaseTemplates(db: Db): Promise<EmailTemplate[]> {
  return activeTemplates(db)
    .distinctOn("templateType")
    .where("templateType", "in", [...quotePhases])
    .orderBy("templateType")
    .orderBy("id")
    .execute();
}

export async function updateTemplate(
  db: Db,
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

export async function findActiveTemplateForPhase(db: Db, phase: QuotePhase): Promise<EmailTemplate | undefined> {
  return activeTemplates(db).where("templateType", "=", phase).orderBy("id").executeTakeFirst();
}
