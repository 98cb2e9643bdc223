/** SQL of quotes: stored from the quote form, read and changed by the admin with their follow-up history. */
import { sql, type UpdateObject } from "kysely";
import type { QuotePhase, QuoteStatus } from "../../shared/options";
import type { Database, Db, NewQuote, Quote } from "../db/schema";
import type { QuoteListFilter } from "../../shared/schemas/quote-desk";
import { hasSegment, type ReportSegment } from "../../shared/schemas/reports";
import { leadSegmentWhere } from "../lead-segments/lead-segments";

export async function insertQuote(db: Db, quote: NewQuote): Promise<Quote> {
  return db.insertInto("quotes").values(quote).returningAll().executeTakeFirstOrThrow();
}

type QuoteUpdate = UpdateObject<Database, "quotes">;

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Newest first, narrowed by the filter. Search is a case-insensitive substring over name, e-mail,
 * phone, address, city and description: the quote list is a few thousand rows at most, so a scan
 * is fast and finds parts of phone numbers and e-mails that full-text search would not.
 */
export async function listQuotes(db: Db, filter: QuoteListFilter = {}, segment: ReportSegment = {}): Promise<Quote[]> {
  let query = db.selectFrom("quotes").selectAll();
  // A report figure's quotes (decision 042): the same WHERE the report counted them with.
  if (hasSegment(segment)) query = query.where(leadSegmentWhere("quotes", segment));
  if (filter.urgency) query = query.where("urgency", "=", filter.urgency);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.phase) query = query.where("phase", "=", filter.phase);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, "ilike", pattern),
        ...(["email", "phone", "address", "city", "description"] as const).map((column) =>
          eb(column, "ilike", pattern),
        ),
      ]),
    );
  }
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function findQuote(db: Db, id: number): Promise<Quote | undefined> {
  return db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Locks the quote for the rest of the transaction, so two phase changes cannot interleave. */
export async function findQuoteForUpdate(db: Db, id: number): Promise<Quote | undefined> {
  return db.selectFrom("quotes").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateQuote(db: Db, id: number, changes: QuoteUpdate): Promise<Quote | undefined> {
  return db
    .updateTable("quotes")
    .set({ ...changes, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Follow-ups of the given quotes, oldest first, with the state of the e-mail each one queued. */
export async function listFollowUps(db: Db, quoteIds: readonly number[]) {
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

export async function countQuotesWithStatus(db: Db, status: QuoteStatus): Promise<number> {
  const { count } = await db
    .selectFrom("quotes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether the quote ever had a follow-up of this phase queued (sent or not). */
export async function hasFollowUpForPhase(db: Db, quoteId: number, phase: QuotePhase): Promise<boolean> {
  const row = await db
    .selectFrom("quoteFollowUps")
    .select("id")
    .where("quoteId", "=", quoteId)
    .where("phase", "=", phase)
    .executeTakeFirst();
  return row !== undefined;
}

const userNameColumns = ["id", "firstName", "lastName", "email"] as const;

/** The users with these ids (the assignees a list of quotes names), for their names. */
export async function findUsersByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("users")
    .select(userNameColumns)
    .where("id", "in", [...ids])
    .execute();
}

/** The admins a quote can be assigned to, by name. */
export async function listAssignableUsers(db: Db) {
  return db
    .selectFrom("users")
    .select(userNameColumns)
    .where("isAdmin", "=", true)
    .orderBy("firstName")
    .orderBy("lastName")
    .orderBy("email")
    .execute();
}
