/** The customer's cancellations of signed versions (decision 045): one per version, never changed. */
import type { Insertable } from "kysely";
import type { Db } from "../db/schema";
import type { ProposalCancellationsTable } from "../db/proposal-tables";

/** The new row, or undefined when the version was already cancelled (a double submit). */
export function insertCancellation(db: Db, row: Insertable<ProposalCancellationsTable>) {
  return db
    .insertInto("proposalCancellations")
    .values(row)
    .onConflict((conflict) => conflict.column("proposalId").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findCancellation(db: Db, proposalId: number) {
  return db.selectFrom("proposalCancellations").selectAll().where("proposalId", "=", proposalId).executeTakeFirst();
}
