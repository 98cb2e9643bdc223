/** The customer's cancellations of signed versions (decision 045): one per version, never changed. */
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ProposalCancellationsTable } from "../db/proposal-tables";

/** The new row, or undefined when the version was already cancelled (a double submit). */
export function insertCancellation(db: Kysely<Database>, row: Insertable<ProposalCancellationsTable>) {
  return db
    .insertInto("proposalCancellations")
    .values(row)
    .onConflict((conflict) => conflict.column("proposalId").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findCancellation(db: Kysely<Database>, proposalId: number) {
  return db.selectFrom("proposalCancellations").selectAll().where("proposalId", "=", proposalId).executeTakeFirst();
}
