/**
 * SQL of invoices (issue 31 item 5, decision 049). Functions take the database or a transaction
 * first; the locking reads are for the caller's transaction.
 */
import { sql, type Insertable, type Updateable } from "kysely";
import type { Db } from "../db/schema";
import type { InvoicesTable } from "../db/payment-tables";

export function invoicesOfProposal(db: Db, proposalId: number) {
  return db.selectFrom("invoices").selectAll().where("proposalId", "=", proposalId).orderBy("number").execute();
}

/** The quote's sent invoices, for its timeline. */
export function sentInvoicesOfQuote(db: Db, quoteId: number) {
  return db
    .selectFrom("invoices")
    .select(["number", "event", "amountCents", "sentAt"])
    .where("quoteId", "=", quoteId)
    .where("sentAt", "is not", null)
    .execute();
}

export function insertInvoice(db: Db, row: Insertable<InvoicesTable>) {
  return db.insertInto("invoices").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateInvoice(db: Db, id: number, change: Updateable<InvoicesTable>) {
  await db
    .updateTable("invoices")
    .set({ ...change, updatedAt: sql`now()` })
    .where("id", "=", id)
    .execute();
}

export function findInvoice(db: Db, id: number) {
  return db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findInvoiceByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom("invoices").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
}

export function lockInvoice(trx: Db, id: number) {
  return trx.selectFrom("invoices").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Marks an unpaid invoice paid by a payment; false when it was paid or cancelled already. */
export async function markInvoicePaid(
  db: Db,
  where: { id: number } | { depositOf: number },
  paymentId: number,
  at: Date,
): Promise<boolean> {
  let query = db
    .updateTable("invoices")
    .set({ status: "paid", paidAt: at, paidByPaymentId: paymentId, updatedAt: sql`now()` })
    .where("status", "in", ["draft", "sent"]);
  query =
    "id" in where
      ? query.where("id", "=", where.id)
      : query.where("proposalId", "=", where.depositOf).where("isDeposit", "=", true);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Unpaid invoices of a version are cancelled with its contract. */
export async function cancelOpenInvoices(db: Db, proposalId: number, at: Date): Promise<void> {
  await db
    .updateTable("invoices")
    .set({ status: "cancelled", cancelledAt: at, updatedAt: sql`now()` })
    .where("proposalId", "=", proposalId)
    .where("status", "in", ["draft", "sent"])
    .execute();
}
