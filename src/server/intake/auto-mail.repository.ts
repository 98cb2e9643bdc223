/**
 * SQL behind the limits on automatic e-mail to visitors: counts of such messages in the outbox (by
 * lower-cased recipient, or all of them) and of the business's cap alerts, read under one
 * transaction-scoped advisory lock so two parallel leads never both see "none sent yet".
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/** An arbitrary constant naming the lock; only this module takes it. */
const AUTO_MAIL_LOCK_KEY = 7_305_110_024;

/** Held until the caller's transaction ends; a parallel lead waits here, then counts what this one queued. */
export async function lockAutomaticMail(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${AUTO_MAIL_LOCK_KEY}::bigint)`.execute(trx);
}

interface OutboxCount {
  tags: readonly string[];
  withinSeconds: number;
  /** Only messages to this address, compared lower-cased. */
  toAddress?: string;
}

/** Outbox messages with one of `tags` queued in the last `withinSeconds` (whatever became of them). */
export async function countRecentOutboxMessages(trx: Kysely<Database>, count: OutboxCount): Promise<number> {
  let query = trx
    .selectFrom("emailOutbox")
    .select((eb) => eb.fn.countAll<string>().as("messages"))
    .where("tag", "in", count.tags)
    .where("createdAt", ">", sql<Date>`clock_timestamp() - make_interval(secs => ${count.withinSeconds})`);
  if (count.toAddress !== undefined) {
    query = query.where(sql`lower(to_address)`, "=", count.toAddress.toLowerCase());
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.messages);
}
