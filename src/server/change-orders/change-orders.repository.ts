/** Change orders and their signatures (issue 31 item 3): SQL only; the rules are in the flow. */
import type { Insertable } from "kysely";
import type { Db } from "../db/schema";
import type { ChangeOrderSignaturesTable, ChangeOrdersTable } from "../db/change-order-tables";

export function insertChangeOrder(db: Db, row: Insertable<ChangeOrdersTable>) {
  return db.insertInto("changeOrders").values(row).returningAll().executeTakeFirstOrThrow();
}

export function findChangeOrder(db: Db, id: number) {
  return db.selectFrom("changeOrders").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findChangeOrderForUpdate(db: Db, id: number) {
  return db.selectFrom("changeOrders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Every change order of a signed version, oldest first. */
export function changeOrdersOf(db: Db, proposalId: number) {
  return db.selectFrom("changeOrders").selectAll().where("proposalId", "=", proposalId).orderBy("number").execute();
}

export function changeOrdersOfQuote(db: Db, quoteId: number) {
  return db
    .selectFrom("changeOrders")
    .innerJoin("proposals", "proposals.id", "changeOrders.proposalId")
    .leftJoin("changeOrderSignatures", "changeOrderSignatures.changeOrderId", "changeOrders.id")
    .select([
      "changeOrders.number",
      "changeOrders.issuedAt",
      "changeOrders.withdrawnAt",
      "changeOrders.totalCents",
      "changeOrderSignatures.typedName",
      "changeOrderSignatures.signedAt",
    ])
    .where("proposals.quoteId", "=", quoteId)
    .execute();
}

export function setChangeOrderStatus(db: Db, id: number, status: "signed" | "withdrawn", at: Date) {
  return db
    .updateTable("changeOrders")
    .set(status === "withdrawn" ? { status, withdrawnAt: at } : { status })
    .where("id", "=", id)
    .execute();
}

/** The signature, or undefined when the change order was signed already (a double submit). */
export function insertChangeOrderSignature(db: Db, row: Insertable<ChangeOrderSignaturesTable>) {
  return db
    .insertInto("changeOrderSignatures")
    .values(row)
    .onConflict((conflict) => conflict.column("changeOrderId").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function signaturesOf(db: Db, changeOrderIds: readonly number[]) {
  if (changeOrderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("changeOrderSignatures").selectAll().where("changeOrderId", "in", changeOrderIds).execute();
}

/** The quote's most recently signed change order (the one whose receipts wait for their PDF). */
export function latestSignedChangeOrderOfQuote(db: Db, quoteId: number) {
  return db
    .selectFrom("changeOrders")
    .innerJoin("proposals", "proposals.id", "changeOrders.proposalId")
    .selectAll("changeOrders")
    .where("proposals.quoteId", "=", quoteId)
    .where("changeOrders.status", "=", "signed")
    .orderBy("changeOrders.id", "desc")
    .limit(1)
    .executeTakeFirst();
}
