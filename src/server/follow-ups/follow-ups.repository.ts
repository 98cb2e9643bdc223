/** SQL of follow-up sequences, enrolments and sends (decision 040); review requests: review-requests.repository.ts. */
import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "../db/schema";
import type {
  EnrolmentStatus,
  FollowUpEnrolmentsTable,
  FollowUpSendsTable,
  FollowUpSequencesTable,
} from "../db/follow-up-tables";
import type { SequenceTrigger } from "../../shared/schemas/follow-ups";

export type Sequence = Selectable<FollowUpSequencesTable>;
export type Enrolment = Selectable<FollowUpEnrolmentsTable>;
export type FollowUpSend = Selectable<FollowUpSendsTable>;

/* Sequences */

export const listSequences = (db: Db) => db.selectFrom("followUpSequences").selectAll().orderBy("id").execute();

export const findSequence = (db: Db, id: number) =>
  db.selectFrom("followUpSequences").selectAll().where("id", "=", id).executeTakeFirst();

export const activeSequencesFor = (db: Db, trigger: SequenceTrigger) =>
  db
    .selectFrom("followUpSequences")
    .selectAll()
    .where("trigger", "=", trigger)
    .where("isActive", "=", true)
    .orderBy("id")
    .execute();

/** What the console writes of a sequence (its steps as a list; the repository stores them as JSON). */
export type SequenceRow = Pick<Sequence, "name" | "trigger" | "isActive" | "steps">;

export const insertSequence = (db: Db, row: SequenceRow) =>
  db
    .insertInto("followUpSequences")
    .values({ ...row, steps: JSON.stringify(row.steps) })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateSequence = (db: Db, id: number, row: SequenceRow) =>
  db
    .updateTable("followUpSequences")
    .set({ ...row, steps: JSON.stringify(row.steps), updatedAt: sql`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();

export async function deleteSequence(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("followUpSequences").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/* Enrolments */

/** Enrols the lead (in an invoice's sequence: for that invoice), or starts it over (a new proposal version, an invoice sent again). */
export const upsertEnrolment = (
  db: Db,
  row: {
    quoteId: number;
    sequenceId: number;
    invoiceId?: number | null;
    anchorAt: Date;
    nextStep: number;
    nextDueAt: Date | null;
  },
) => {
  const status: EnrolmentStatus = row.nextDueAt ? "active" : "finished";
  const values = { ...row, status, stopReason: null, updatedAt: new Date() };
  return db
    .insertInto("followUpEnrolments")
    .values(values)
    .onConflict((oc) =>
      oc.constraint("follow_up_enrolments_quote_sequence_key").doUpdateSet({
        status,
        anchorAt: row.anchorAt,
        nextStep: row.nextStep,
        nextDueAt: row.nextDueAt,
        stopReason: null,
        updatedAt: sql`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const enrolmentsOfQuote = (db: Db, quoteId: number) =>
  db.selectFrom("followUpEnrolments").selectAll().where("quoteId", "=", quoteId).orderBy("id").execute();

/** The enrolment, locked for this transaction (a stop and a send never cross). */
export const lockEnrolment = (db: Db, id: number) =>
  db.selectFrom("followUpEnrolments").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();

/** The same, skipping one another run holds: that run sends it. */
export const claimEnrolment = (db: Db, id: number) =>
  db.selectFrom("followUpEnrolments").selectAll().where("id", "=", id).forUpdate().skipLocked().executeTakeFirst();

/** Ids of active enrolments due by `now`, oldest due first. */
export const dueEnrolmentIds = async (db: Db, now: Date, limit: number) =>
  (
    await db
      .selectFrom("followUpEnrolments")
      .select("id")
      .where("status", "=", "active")
      .where("nextDueAt", "<=", now)
      .orderBy("nextDueAt")
      .orderBy("id")
      .limit(limit)
      .execute()
  ).map((row) => row.id);

export const activeEnrolments = (db: Db) =>
  db.selectFrom("followUpEnrolments").selectAll().where("status", "=", "active").execute();

export const updateEnrolment = (
  db: Db,
  id: number,
  change: Partial<Pick<Enrolment, "status" | "nextStep" | "nextDueAt" | "stopReason">>,
) =>
  db
    .updateTable("followUpEnrolments")
    .set({ ...change, updatedAt: sql`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Stops every running (active or paused) enrolment of the quote (but its invoices' reminders when `keepInvoices`); returns how many. */
export async function stopEnrolmentsOfQuote(
  db: Db,
  quoteId: number,
  reason: string,
  keepInvoices = false,
): Promise<number> {
  let query = db
    .updateTable("followUpEnrolments")
    .set({ status: "stopped", stopReason: reason, nextDueAt: null, updatedAt: sql`now()` })
    .where("quoteId", "=", quoteId)
    .where("status", "in", ["active", "paused"]);
  if (keepInvoices) query = query.where("invoiceId", "is", null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Pauses every active enrolment of the quote, marking why (`reason`); returns how many. */
export async function pauseEnrolmentsOfQuote(db: Db, quoteId: number, reason: string): Promise<number> {
  const result = await db
    .updateTable("followUpEnrolments")
    .set({ status: "paused", stopReason: reason, nextDueAt: null, updatedAt: sql`now()` })
    .where("quoteId", "=", quoteId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The quote's enrolments paused for `reason`, locked for the rest of the transaction. */
export const lockEnrolmentsPausedFor = (db: Db, quoteId: number, reason: string) =>
  db
    .selectFrom("followUpEnrolments")
    .selectAll()
    .where("quoteId", "=", quoteId)
    .where("status", "=", "paused")
    .where("stopReason", "=", reason)
    .orderBy("id")
    .forUpdate()
    .execute();

/** Quote ids whose e-mail is `email` (without case). */
export const quoteIdsWithEmail = async (db: Db, email: string) =>
  (
    await db
      .selectFrom("quotes")
      .select("id")
      .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
      .execute()
  ).map((row) => row.id);

/* Sends */

/** Records a step as sent; undefined when that step already went to this lead today (the guard). */
export const insertSend = (db: Db, row: Insertable<FollowUpSendsTable>) =>
  db
    .insertInto("followUpSends")
    .values(row)
    .onConflict((oc) => oc.constraint("follow_up_sends_once_per_day_key").doNothing())
    .returning("id")
    .executeTakeFirst();

export const setSendOutbox = (db: Db, id: string, outboxId: string) =>
  db.updateTable("followUpSends").set({ outboxId }).where("id", "=", id).execute();

export const setSendText = (db: Db, id: string, text: { smsMessageId: string } | { textSkipped: string }) =>
  db.updateTable("followUpSends").set(text).where("id", "=", id).execute();

export const sendsOfQuote = (db: Db, quoteId: number) =>
  db.selectFrom("followUpSends").selectAll().where("quoteId", "=", quoteId).orderBy("createdAt").execute();

/** The quote's latest proposal version that was sent (drafts aside), with what its link needs. */
export const latestSentVersion = (db: Db, quoteId: number) =>
  db
    .selectFrom("proposals")
    .select(["id", "status", "tokenNonce", "tokenHash", "validUntil"])
    .where("quoteId", "=", quoteId)
    .where("status", "!=", "draft")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
