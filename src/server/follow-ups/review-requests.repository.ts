/** SQL of review requests (decision 040): one per customer ever, planned when a quote is completed. */
import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { ReviewRequestsTable } from "../db/follow-up-tables";

export type ReviewRequest = Selectable<ReviewRequestsTable>;

/** Schedules one; undefined when this customer already has one (sent, scheduled or cancelled). */
export const insertReviewRequest = (db: Db, row: Insertable<ReviewRequestsTable>) =>
  db
    .insertInto("reviewRequests")
    .values(row)
    .onConflict((oc) => oc.column("recipientKey").doNothing())
    .returningAll()
    .executeTakeFirst();

export const dueReviewRequestIds = async (db: Db, now: Date, limit: number) =>
  (
    await db
      .selectFrom("reviewRequests")
      .select("id")
      .where("status", "=", "scheduled")
      .where("dueAt", "<=", now)
      .orderBy("dueAt")
      .limit(limit)
      .execute()
  ).map((row) => row.id);

export const claimReviewRequest = (db: Db, id: number) =>
  db.selectFrom("reviewRequests").selectAll().where("id", "=", id).forUpdate().skipLocked().executeTakeFirst();

export const updateReviewRequest = (
  db: Db,
  id: number,
  change: Partial<Pick<ReviewRequest, "status" | "dueAt" | "cancelReason" | "outboxId">>,
) =>
  db
    .updateTable("reviewRequests")
    .set({ ...change, updatedAt: sql`now()` })
    .where("id", "=", id)
    .execute();

export const reviewRequestOfQuote = (db: Db, quoteId: number) =>
  db.selectFrom("reviewRequests").selectAll().where("quoteId", "=", quoteId).executeTakeFirst();

export async function cancelReviewRequestsOfQuote(db: Db, quoteId: number, reason: string) {
  await db
    .updateTable("reviewRequests")
    .set({ status: "cancelled", cancelReason: reason, updatedAt: sql`now()` })
    .where("quoteId", "=", quoteId)
    .where("status", "=", "scheduled")
    .execute();
}
