/**
 * SQL behind the limits on automatic e-mail to visitors: counts of such messages in the outbox (by
 * lower-cased recipient, or all of them) and of the business's cap alerts, read under one
 * transaction-scoped advisory lock so two parallel leads never both see "none sent yet".
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/** An arbitrary constant naming the lock; only this module takes it. */
const AUTO_MAIL_LOCK_KEY = 7_305_110_024;

/**
 * Takes the lock if it is free (held until the caller's transaction ends) and says whether it did.
 * Never waits in Postgres: a wait there counts against the statement timeout and would cost the
 * lead itself; the caller decides how long to keep trying.
 */
export async function tryLockAutomaticMail(trx: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(${AUTO_MAIL_LOCK_KEY}::bigint) as locked
  `.execute(trx);
  return rows[0]?.locked === true;
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
