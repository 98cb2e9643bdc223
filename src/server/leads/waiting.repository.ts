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
