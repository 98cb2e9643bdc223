/**
 * SQL of texts (issue 32): an outbound text is its own outbox row, claimed like e-mail ('sending', attempts + 1,
 * FOR UPDATE SKIP LOCKED) so two workers never send it twice; Twilio's status callbacks update `delivery`.
 */
import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { SmsMessagesTable } from "../db/sms-tables";
import { abandonedAfterLastAttempt, claimable, GIVE_UP_ABANDONED, type QueueClaimOptions } from "../jobs/claim-queue";
import type { LeadRef } from "../leads/lead-ref";

export type SmsMessage = Selectable<SmsMessagesTable>;
export type NewSmsMessage = Insertable<SmsMessagesTable>;

export async function insertText(db: Db, message: NewSmsMessage): Promise<SmsMessage> {
  return db.insertInto("smsMessages").values(message).returningAll().executeTakeFirstOrThrow();
}

export function findTextByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom("smsMessages").selectAll().where("idempotencyKey", "=", key).executeTakeFirst();
}

export function findTextBySid(db: Db, sid: string) {
  return db.selectFrom("smsMessages").selectAll().where("providerSid", "=", sid).executeTakeFirst();
}

export async function linkLeadMessage(db: Db, id: string, leadMessageId: string) {
  await db.updateTable("smsMessages").set({ leadMessageId }).where("id", "=", id).execute();
}

/**
 * Moves texts due at `now` (or only `ids` of them) to 'sending' and counts the attempt; SKIP LOCKED so two claimers
 * never share one.
 */
export function claimTexts(db: Db, options: QueueClaimOptions & { ids?: readonly string[]; now?: Date }) {
  const { ids, limit, lockTimeoutSeconds, now } = options;
  if (ids?.length === 0) return Promise.resolve([] as SmsMessage[]);
  const due = db.selectFrom("smsMessages").where("direction", "=", "out").where(claimable(lockTimeoutSeconds, now));
  const picked = (ids ? due.where("id", "in", [...ids]) : due).select("id").orderBy("nextAttemptAt").limit(limit);
  return db
    .updateTable("smsMessages")
    .set({ status: "sending", lockedAt: sql`now()`, attempts: sql`attempts + 1` })
    .where("id", "in", picked.forUpdate().skipLocked())
    .returningAll()
    .execute();
}

export async function failAbandonedTexts(db: Db, lockTimeoutSeconds: number): Promise<number> {
  const rows = await db
    .updateTable("smsMessages")
    .set(GIVE_UP_ABANDONED)
    .where("direction", "=", "out")
    .where(abandonedAfterLastAttempt(lockTimeoutSeconds))
    .returning("id")
    .execute();
  return rows.length;
}

export async function markTextSent(db: Db, id: string, sent: { sid: string; status: string; from: string | null }) {
  await db
    .updateTable("smsMessages")
    .set({
      status: "sent",
      providerSid: sent.sid,
      delivery: sql`coalesce(delivery, ${sent.status})`,
      fromNumber: sql`coalesce(${sent.from}, from_number)`,
      sentAt: sql`now()`,
      lockedAt: null,
      lastError: null,
    })
    .where("id", "=", id)
    .execute();
}

export async function markTextFailed(db: Db, id: string, reason: string, errorCode?: number) {
  await db
    .updateTable("smsMessages")
    .set({
      status: "failed",
      delivery: "failed",
      lockedAt: null,
      lastError: reason.slice(0, 2000),
      errorCode: errorCode ?? null,
    })
    .where("id", "=", id)
    .execute();
}

export async function scheduleTextRetry(db: Db, id: string, reason: string, delaySeconds: number) {
  await db
    .updateTable("smsMessages")
    .set({
      status: "pending",
      lockedAt: null,
      lastError: reason.slice(0, 2000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where("id", "=", id)
    .execute();
}

/** Twilio's status callback on a text; a later callback never moves a final state back (delivered stays). */
export async function recordDelivery(
  db: Db,
  sid: string,
  update: { delivery: string; errorCode: number | null; at: Date },
) {
  return db
    .updateTable("smsMessages")
    .set({
      delivery: update.delivery,
      errorCode: sql`coalesce(${update.errorCode}, error_code)`,
      deliveryAt: update.at,
    })
    .where("providerSid", "=", sid)
    .where((eb) =>
      eb.or([eb("delivery", "is", null), eb("delivery", "not in", ["delivered", "undelivered", "failed"])]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Texts of a lead, oldest first (the timeline). */
export function textsOfLead(db: Db, lead: LeadRef) {
  return db
    .selectFrom("smsMessages")
    .selectAll()
    .where(lead.kind === "quote" ? "quoteId" : "contactSubmissionId", "=", lead.id)
    .orderBy("createdAt")
    .execute();
}

/** Automatic texts queued in the last `withinSeconds`, in all or to one number (the automatic-mail caps). */
export async function countAutomaticTexts(db: Db, withinSeconds: number, toNumber?: string) {
  let query = db
    .selectFrom("smsMessages")
    .select((eb) => eb.fn.countAll<string>().as("texts"))
    .where("automatic", "=", true)
    .where("createdAt", ">", sql<Date>`clock_timestamp() - make_interval(secs => ${withinSeconds})`);
  if (toNumber) query = query.where("toNumber", "=", toNumber);
  return Number((await query.executeTakeFirstOrThrow()).texts);
}

/** The owner's alert texts of these alerts still waiting to go (their Idempotency-Key: flows/sms/alert-texts.ts). */
export async function pendingAlertTextIds(db: Db, alertIds: readonly number[]): Promise<string[]> {
  if (alertIds.length === 0) return [];
  const rows = await db
    .selectFrom("smsMessages")
    .select("id")
    .where("status", "=", "pending")
    .where((eb) => eb.or(alertIds.map((id) => eb("idempotencyKey", "like", `-:alert-${id}-%`))))
    .execute();
  return rows.map((row) => String(row.id));
}
