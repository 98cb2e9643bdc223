/** SQL of the e-mail outbox: queueing. Delivery (claim, send, mark) lives beside it in delivery code. */
import type { Kysely } from "kysely";
import type { Database, NewOutboxMessage } from "../db/schema";

export async function insertOutboxMessage(db: Kysely<Database>, message: NewOutboxMessage): Promise<string> {
  const row = await db.insertInto("emailOutbox").values(message).returning("id").executeTakeFirstOrThrow();
  return String(row.id);
}
