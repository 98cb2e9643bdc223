/** SQL of the speed-to-lead read model: leads still 'new' and not flagged as spam, across both kinds. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const waiting = (db: Kysely<Database>, table: "contactSubmissions" | "quotes") =>
  db.selectFrom(table).where("status", "=", "new").where("isSpam", "=", false);

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
  const columns = ["id", "firstName", "lastName", "status", "createdAt"] as const;
  const [contacts, quotes] = await Promise.all(
    (["contactSubmissions", "quotes"] as const).map((table) =>
      waiting(db, table).select(columns).orderBy("createdAt", "asc").orderBy("id", "asc").limit(limit).execute(),
    ),
  );
  return { contacts: contacts!, quotes: quotes! };
}
