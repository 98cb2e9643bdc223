/**
 * The first text's wording (issue 32, item 2), kept in the template store (email_templates, type
 * "sms-first-text", its text content; migration 2026-11-28T0900 put it there) and edited on the console like
 * the phase e-mails. Issue 32's wording stands in while no active row has any text.
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { FirstTextTemplate } from "../../shared/schemas/first-text";

export const FIRST_TEXT_TEMPLATE_TYPE = "sms-first-text";
export const DEFAULT_FIRST_TEXT =
  "Hi {{firstName}}, it's Alpine Slate Roofing. We got your request about {{projectType}} and will call you within the hour. Reply here any time.";
const TEMPLATE_NAME = "First text to a new lead";

const activeRow = (db: Db) =>
  db
    .selectFrom("emailTemplates")
    .select(["id", "textContent", "updatedAt"])
    .where("templateType", "=", FIRST_TEXT_TEMPLATE_TYPE)
    .where("isActive", "=", true)
    .orderBy("id")
    .executeTakeFirst();

export async function readFirstTextTemplate(db: Db): Promise<FirstTextTemplate> {
  const row = await activeRow(db);
  const text = row?.textContent?.trim();
  return { text: text || DEFAULT_FIRST_TEXT, updatedAt: text ? new Date(row!.updatedAt).toISOString() : null };
}

/** Saves the wording on the active row (made again, by name, when it was removed). */
export async function saveFirstTextTemplate(db: Db, text: string): Promise<FirstTextTemplate> {
  const row = await activeRow(db);
  if (row) {
    await db
      .updateTable("emailTemplates")
      .set({ textContent: text, updatedAt: sql`now()` })
      .where("id", "=", row.id)
      .execute();
  } else {
    await db
      .insertInto("emailTemplates")
      .values({
        name: TEMPLATE_NAME,
        subject: TEMPLATE_NAME,
        htmlContent: "",
        textContent: text,
        templateType: FIRST_TEXT_TEMPLATE_TYPE,
        updatedAt: sql`now()`,
      })
      .onConflict((oc) =>
        oc.column("name").doUpdateSet({
          textContent: text,
          templateType: FIRST_TEXT_TEMPLATE_TYPE,
          isActive: true,
          updatedAt: sql`now()`,
        }),
      )
      .execute();
  }
  return readFirstTextTemplate(db);
}
