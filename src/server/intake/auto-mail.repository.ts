/**
 * SQL behind the limits on automatic e-mail to visitors: the automatic_mail rows (one per such
 * message, by normalised recipient and domain) and the business's cap alerts in the outbox, read
 * under one transaction-scoped advisory lock so two parallel leads never both see "none sent yet".
 */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/** An arbitrary constant naming the lock; only this module takes it. */
const AUTO_MAIL_LOCK_KEY = 7_305_110_024;

/**
 * Takes the lock if it is free (held until the caller's transaction ends) and says whether it did.
 * Never waits in Postgres: a wait there counts against the statement timeout and would cost the
 * lead itself; the caller decides how long to keep trying.
 */
export async function tryLockAutomaticMail(trx: Db): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(${AUTO_MAIL_LOCK_KEY}::bigint) as locked
  `.execute(trx);
  return rows[0]?.locked === true;
}

const within = (seconds: number) => sql<Date>`clock_timestamp() - make_interval(secs => ${seconds})`;

interface AutomaticMailCount {
  withinSeconds: number;
  /** Only messages to this normalised recipient (recipient-key.ts). */
  recipientKey?: string;
  recipientDomain?: string;
}

/** Automatic messages to visitors queued in the last `withinSeconds` (whatever became of them). */
export async function countAutomaticMail(trx: Db, count: AutomaticMailCount): Promise<number> {
  let query = trx
    .selectFrom("automaticMail")
    .select((eb) => eb.fn.countAll<string>().as("messages"))
    .where("createdAt", ">", within(count.withinSeconds));
  if (count.recipientKey !== undefined) query = query.where("recipientKey", "=", count.recipientKey);
  if (count.recipientDomain !== undefined) query = query.where("recipientDomain", "=", count.recipientDomain);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.messages);
}

export async function recordAutomaticMail(
  trx: Db,
  row: { outboxId: string; recipientKey: string; recipientDomain: string },
): Promise<void> {
  await trx
    .insertInto("automaticMail")
    .values({ ...row, createdAt: sql<Date>`clock_timestamp()` })
    .execute();
}

/** Outbox messages tagged `tag` queued in the last `withinSeconds`. */
export async function countRecentOutboxMessages(trx: Db, tag: string, withinSeconds: number) {
  const row = await trx
    .selectFrom("emailOutbox")
    .select((eb) => eb.fn.countAll<string>().as("messages"))
    .where("tag", "=", tag)
    .where("createdAt", ">", within(withinSeconds))
    .executeTakeFirstOrThrow();
  return Number(row.messages);
}
