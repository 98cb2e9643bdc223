/** SQL of quotes: stored from the quote form, read and changed by the admin with their follow-up history. */
import type { Kysely, Updateable } from "kysely";
import type { QuoteStatus } from "../../shared/options";
import type { Database, NewQuote, Quote, QuotesTable } from "../db/schema";

export async function insertQuote(db: Kysely<Database>, quote: NewQuote): Promise<Quote> {
  return db.insertInto("quotes").values(quote).returningAll().executeTakeFirstOrThrow();
}

type QuoteUpdate = Updateable<QuotesTable>;

export async function listQuotes(db: Kysely<Database>): Promise<Quote[]> {
  return db.selectFrom("quotes").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function findQuote(db: Kysely<Database>, id: number): Promise<Quote | undefined> {
  return db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Locks the quote for the rest of the transaction, so two phase changes cannot interleave. */
export async function findQuoteForUpdate(db: Kysely<Database>, id: number): Promise<Quote | undefined> {
  return db.selectFrom("quotes").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateQuote(db: Kysely<Database>, id: number, changes: QuoteUpdate): Promise<Quote | undefined> {
  return db
    .updateTable("quotes")
    .set({ ...changes, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Follow-ups of the given quotes, oldest first, with the state of the e-mail each one queued. */
export async function listFollowUps(db: Kysely<Database>, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return [];
  return db
    .selectFrom("quoteFollowUps as f")
    .leftJoin("emailOutbox as o", "o.quoteFollowUpId", "f.id")
    .select([
      "f.id",
      "f.quoteId",
      "f.phase",
      "f.status",
      "f.customMessage",
      "f.emailSentAt",
      "f.createdAt",
      "o.status as deliveryStatus",
      "o.lastError",
    ])
    .where("f.quoteId", "in", quoteIds)
    .orderBy("f.createdAt", "asc")
    .orderBy("f.id", "asc")
    .execute();
}

export async function countQuotesWithStatus(db: Kysely<Database>, status: QuoteStatus): Promise<number> {
  const { count } = await db
    .selectFrom("quotes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(count);
}
