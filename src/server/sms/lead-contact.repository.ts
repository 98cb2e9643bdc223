/** What texting reads of a lead (issue 32): its name, phone, state and project, to address and word a text. */
import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { LeadRef } from "../leads/lead-ref";

export interface LeadContact {
  firstName: string;
  phone: string | null;
  /** A quote's state ("NJ", "NY"); null for a contact enquiry. */
  state: string | null;
  projectType: string | null;
}

export async function leadContactOf(db: Db, lead: LeadRef): Promise<LeadContact | undefined> {
  if (lead.kind === "quote") {
    return db
      .selectFrom("quotes")
      .select(["firstName", "phone", "state", "projectType"])
      .where("id", "=", lead.id)
      .executeTakeFirst();
  }
  const row = await db
    .selectFrom("contactSubmissions")
    .select(["firstName", "phone"])
    .where("id", "=", lead.id)
    .executeTakeFirst();
  return row && { ...row, state: null, projectType: null };
}

/**
 * The newest open lead whose phone is `e164` (stored as "(973) 555-0142", maybe with " ext. 12"): quotes first,
 * then contact enquiries; undefined → the text goes to Unmatched like an unknown sender's mail.
 */
export async function newestLeadOfNumber(db: Db, e164: string): Promise<LeadRef | undefined> {
  const national = e164.replace(/^\+1/, "");
  if (!/^\d{10}$/.test(national)) return undefined;
  const digits = sql<string>`regexp_replace(split_part(phone, ' ext. ', 1), '\\D', '', 'g')`;
  const matches = [national, `1${national}`];
  const quote = await db
    .selectFrom("quotes")
    .select(["id", "createdAt"])
    .where(digits, "in", matches)
    .where("status", "in", ["new", "contacted", "quoted", "scheduled", "completed"])
    .orderBy("createdAt", "desc")
    .executeTakeFirst();
  const contact = await db
    .selectFrom("contactSubmissions")
    .select(["id", "createdAt"])
    .where(digits, "in", matches)
    .where("status", "in", ["new", "contacted"])
    .orderBy("createdAt", "desc")
    .executeTakeFirst();
  if (quote && (!contact || quote.createdAt >= contact.createdAt)) return { kind: "quote", id: quote.id };
  return contact ? { kind: "contact", id: contact.id } : undefined;
}
