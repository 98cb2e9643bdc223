/** SQL of proposals, their signatures, declines and questions, and the proposal defaults setting. */
import { sql, type Insertable, type UpdateObject } from "kysely";
import type { Database, Db } from "../db/schema";
import type { ProposalAcceptancesTable, ProposalDeclinesTable, ProposalQuestionsTable } from "../db/proposal-tables";
import type { ProposalStatus } from "../../shared/proposals/document";
import { site } from "../../shared/site";

type ProposalUpdate = UpdateObject<Database, "proposals">;
export type ProposalRow = Awaited<ReturnType<typeof findProposal>> & {};

/** Today in the business's zone: a proposal is valid through its valid-until day there. */
const businessToday = sql<Date>`(now() at time zone ${site.timeZone})::date`;

export function insertProposal(db: Db, row: Insertable<Database["proposals"]>) {
  return db.insertInto("proposals").values(row).returningAll().executeTakeFirstOrThrow();
}

export function findProposal(db: Db, id: number) {
  return db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Locks the version for the rest of the transaction: sends, signatures and declines take turns. */
export function findProposalForUpdate(db: Db, id: number) {
  return db.selectFrom("proposals").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export function findProposalByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom("proposals").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
}

export function hasUpdateRequest(db: Db, proposalId: number) {
  return db
    .selectFrom("proposalQuestions")
    .select("id")
    .where("proposalId", "=", proposalId)
    .where("kind", "=", "update-request")
    .executeTakeFirst();
}

export function listProposalsOfQuote(db: Db, quoteId: number) {
  return db.selectFrom("proposals").selectAll().where("quoteId", "=", quoteId).orderBy("version", "desc").execute();
}

export async function nextVersion(db: Db, quoteId: number): Promise<number> {
  const row = await db
    .selectFrom("proposals")
    .select((eb) => eb.fn.max("version").as("latest"))
    .where("quoteId", "=", quoteId)
    .executeTakeFirst();
  return (row?.latest ?? 0) + 1;
}

/** The newest version of each of these quotes. */
export function latestProposalsOfQuotes(db: Db, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("proposals")
    .distinctOn("quoteId")
    .select([
      "id",
      "quoteId",
      "version",
      "status",
      "validUntil",
      "sentAt",
      "firstOpenedAt",
      "lastOpenedAt",
      "openCount",
      sql<boolean>`status = 'sent' and valid_until < ${businessToday}`.as("pastDue"),
    ])
    .where("quoteId", "in", quoteIds)
    .orderBy("quoteId")
    .orderBy("version", "desc")
    .execute();
}

/** A version of the quote in one of these statuses, if any. */
export function findVersionWithStatus(db: Db, quoteId: number, statuses: readonly ProposalStatus[]) {
  return db
    .selectFrom("proposals")
    .select(["id", "status"])
    .where("quoteId", "=", quoteId)
    .where("status", "in", statuses)
    .executeTakeFirst();
}

export function updateProposal(db: Db, id: number, changes: ProposalUpdate) {
  return db
    .updateTable("proposals")
    .set({ ...changes, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteProposal(db: Db, id: number): Promise<void> {
  await db.deleteFrom("proposals").where("id", "=", id).execute();
}

/**
 * Sent versions past their day become expired (run before reading them); with `id`, only that
 * one. Only a version still 'sent' changes, so a signature committed meanwhile is never undone.
 */
export async function expireDueProposals(db: Db, id?: number): Promise<void> {
  let query = db
    .updateTable("proposals")
    .set({ status: "expired", updatedAt: new Date() })
    .where("status", "=", "sent")
    .where("validUntil", "<", businessToday);
  if (id !== undefined) query = query.where("id", "=", id);
  await query.execute();
}

/** Every earlier sent version of the quote now points at `replacedBy`. */
export async function replaceSentVersions(db: Db, quoteId: number, replacedBy: number) {
  await db
    .updateTable("proposals")
    .set({ status: "replaced", replacedBy, updatedAt: new Date() })
    .where("quoteId", "=", quoteId)
    .where("status", "in", ["sent", "expired"])
    .where("id", "<>", replacedBy)
    .execute();
}

/** The quote's newest version the customer can be sent to (never a draft, never a replaced one). */
export function findCurrentVersion(db: Db, quoteId: number) {
  return db
    .selectFrom("proposals")
    .selectAll()
    .where("quoteId", "=", quoteId)
    .where("status", "not in", ["draft", "replaced"])
    .orderBy("version", "desc")
    .executeTakeFirst();
}

/** Counts one customer view in one statement, so concurrent opens are all counted. */
export async function recordOpen(db: Db, id: number): Promise<void> {
  await db
    .updateTable("proposals")
    .set((eb) => ({
      openCount: eb("openCount", "+", 1),
      firstOpenedAt: sql`coalesce(first_opened_at, now())`,
      lastOpenedAt: sql`now()`,
    }))
    .where("id", "=", id)
    .execute();
}

export function insertAcceptance(db: Db, row: Insertable<ProposalAcceptancesTable>) {
  return db
    .insertInto("proposalAcceptances")
    .values(row)
    .onConflict((conflict) => conflict.column("proposalId").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findAcceptance(db: Db, proposalId: number) {
  return db.selectFrom("proposalAcceptances").selectAll().where("proposalId", "=", proposalId).executeTakeFirst();
}

export function insertDecline(db: Db, row: Insertable<ProposalDeclinesTable>) {
  return db
    .insertInto("proposalDeclines")
    .values(row)
    .onConflict((conflict) => conflict.column("proposalId").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findDecline(db: Db, proposalId: number) {
  return db.selectFrom("proposalDeclines").selectAll().where("proposalId", "=", proposalId).executeTakeFirst();
}

export function insertQuestion(db: Db, row: Insertable<ProposalQuestionsTable>) {
  return db.insertInto("proposalQuestions").values(row).returningAll().executeTakeFirstOrThrow();
}

export function listQuestions(db: Db, proposalId: number) {
  return db
    .selectFrom("proposalQuestions")
    .selectAll()
    .where("proposalId", "=", proposalId)
    .orderBy("askedAt", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** Library photos by key, in no particular order. */
export function findMediaByKeys(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom("media").select(["key", "alt", "width", "height"]).where("key", "in", keys).execute();
}

/** The quote's signed version (a signed proposal is final: at most one). */
export function findAcceptedVersion(db: Db, quoteId: number) {
  return db
    .selectFrom("proposals")
    .selectAll()
    .where("quoteId", "=", quoteId)
    .where("status", "=", "accepted")
    .executeTakeFirst();
}
