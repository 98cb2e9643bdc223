/**
 * SQL of the speed-to-lead read model: leads still 'new' across both kinds, spam aside, except a
 * flagged lead that carries a phone number (stored only when dialable) and a message: a person
 * may well be behind it, so it waits too, marked (issue 25, item 3).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

const MESSAGE_COLUMN = { contactSubmissions: "message", quotes: "description" } as const;

const waiting = (db: Kysely<Database>, table: "contactSubmissions" | "quotes") =>
  db
    .selectFrom(table)
    .where("status", "=", "new")
    .where((eb) =>
      eb.or([
        eb("isSpam", "=", false),
        eb.and([
          eb("phone", "is not", null),
          eb(sql`btrim(coalesce(${sql.ref(MESSAGE_COLUMN[table])}, ''))`, "<>", ""),
        ]),
      ]),
    );

export async function countWaitingLeads(db: Kysely<Database>): Promise<number> {
  const counts = await Promise.all(
    (["contactSubmissions", "quotes"] as const).map((table) =>
      waiting(db, table)
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, { count }) => sum + Number(count), 0);
}

/** The `limit` oldest waiting leads of each kind (the service merges them). */
export async function oldestWaitingLeads(db: Kysely<Database>, limit: number) {
  const columns = ["id", "firstName", "lastName", "status", "createdAt", "isSpam"] as const;
  const [contacts, quotes] = await Promise.all(
    (["contactSubmissions", "quotes"] as const).map((table) =>
      waiting(db, table).select(columns).orderBy("createdAt", "asc").orderBy("id", "asc").limit(limit).execute(),
    ),
  );
  return { contacts: contacts!, quotes: quotes! };
}

/** Leads with a customer reply not yet answered: how many, and the `limit` oldest with their names (issue 21). */
export async function unansweredReplies(db: Kysely<Database>, limit: number) {
  const pending = db
    .selectFrom("leadMessages")
    .where("direction", "=", "in")
    .where("answeredAt", "is", null)
    .where("discardedAt", "is", null)
    .where((eb) => eb.or([eb("contactSubmissionId", "is not", null), eb("quoteId", "is not", null)]));
  const [count, rows] = await Promise.all([
    pending
      .select(sql<string>`count(distinct (coalesce(contact_submission_id, 0), coalesce(quote_id, 0)))`.as("count"))
      .executeTakeFirstOrThrow(),
    pending
      .leftJoin("quotes", "quotes.id", "leadMessages.quoteId")
      .leftJoin("contactSubmissions", "contactSubmissions.id", "leadMessages.contactSubmissionId")
      .select((eb) => [
        "leadMessages.quoteId",
        "leadMessages.contactSubmissionId",
        sql<string>`coalesce(quotes.first_name, contact_submissions.first_name)`.as("firstName"),
        sql<string>`coalesce(quotes.last_name, contact_submissions.last_name)`.as("lastName"),
        eb.fn.min("leadMessages.createdAt").as("receivedAt"),
        sql<boolean>`bool_or(lead_messages.read_at is null)`.as("unread"),
      ])
      .groupBy([
        "leadMessages.quoteId",
        "leadMessages.contactSubmissionId",
        "quotes.firstName",
        "quotes.lastName",
        "contactSubmissions.firstName",
        "contactSubmissions.lastName",
      ])
      .orderBy("receivedAt", "asc")
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), rows };
}
