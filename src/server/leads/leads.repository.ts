/** SQL of leads: contact submissions and quote requests. */
import type { Kysely } from "kysely";
import type { ContactSubmission, Database, NewContactSubmission, NewQuote, Quote } from "../db/schema";

export async function insertContactSubmission(
  db: Kysely<Database>,
  submission: NewContactSubmission,
): Promise<ContactSubmission> {
  return db.insertInto("contactSubmissions").values(submission).returningAll().executeTakeFirstOrThrow();
}

export async function insertQuote(db: Kysely<Database>, quote: NewQuote): Promise<Quote> {
  return db.insertInto("quotes").values(quote).returningAll().executeTakeFirstOrThrow();
}
