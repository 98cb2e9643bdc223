/**
 * SQL of payments and their refunds (decision 046). Functions take the database or a transaction
 * first; the locking reads are for the caller's transaction.
 */
import { sql, type Insertable, type Updateable } from "kysely";
import type { Db } from "../db/schema";
import type { PaymentRefundsTable, PaymentsTable } from "../db/payment-tables";

/** The deposit row of a signed version, made once (the partial unique index), then locked. */
export async function lockDepositRow(trx: Db, row: { quoteId: number; proposalId: number; amountCents: number }) {
  await trx
    .insertInto("payments")
    .values({ ...row, purpose: "deposit", method: "stripe" })
    .onConflict((oc) =>
      oc.column("proposalId").where("method", "=", "stripe").where("purpose", "=", "deposit").doNothing(),
    )
    .execute();
  return trx
    .selectFrom("payments")
    .selectAll()
    .where("proposalId", "=", row.proposalId)
    .where("method", "=", "stripe")
    .where("purpose", "=", "deposit")
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The Stripe payment row of an invoice (decision 049), made once (the partial unique index), then locked. */
export async function lockInvoicePaymentRow(
  trx: Db,
  row: { quoteId: number; proposalId: number; invoiceId: number; amountCents: number },
) {
  await trx
    .insertInto("payments")
    .values({ ...row, purpose: "payment", method: "stripe" })
    .onConflict((oc) =>
      oc.column("invoiceId").where("method", "=", "stripe").where("invoiceId", "is not", null).doNothing(),
    )
    .execute();
  return trx
    .selectFrom("payments")
    .selectAll()
    .where("invoiceId", "=", row.invoiceId)
    .where("method", "=", "stripe")
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findInvoicePayment(db: Db, invoiceId: number) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("invoiceId", "=", invoiceId)
    .where("method", "=", "stripe")
    .executeTakeFirst();
}

export function findDeposit(db: Db, proposalId: number) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("proposalId", "=", proposalId)
    .where("purpose", "=", "deposit")
    .orderBy("id")
    .executeTakeFirst();
}

export function insertPayment(db: Db, row: Insertable<PaymentsTable>) {
  return db.insertInto("payments").values(row).returningAll().executeTakeFirstOrThrow();
}

/** A payment recorded from the console, once per Idempotency-Key; undefined for a repeat. */
export function insertPaymentOnce(db: Db, row: Insertable<PaymentsTable> & { idempotencyKey: string }) {
  return db
    .insertInto("payments")
    .values(row)
    .onConflict((oc) => oc.column("idempotencyKey").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updatePayment(db: Db, id: number, change: Updateable<PaymentsTable>) {
  await db
    .updateTable("payments")
    .set({ ...change, updatedAt: sql`now()` })
    .where("id", "=", id)
    .execute();
}

export function lockPayment(trx: Db, id: number) {
  return trx.selectFrom("payments").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export function lockPaymentBy(trx: Db, column: "checkoutSessionId" | "paymentIntentId", value: string) {
  return trx.selectFrom("payments").selectAll().where(column, "=", value).forUpdate().executeTakeFirst();
}

export function paymentsOfQuote(db: Db, quoteId: number) {
  return db.selectFrom("payments").selectAll().where("quoteId", "=", quoteId).orderBy("createdAt").execute();
}

/** The refunds of a quote's payments, oldest first. */
export function refundsOfQuote(db: Db, quoteId: number) {
  return db
    .selectFrom("paymentRefunds")
    .innerJoin("payments", "payments.id", "paymentRefunds.paymentId")
    .selectAll("paymentRefunds")
    .where("payments.quoteId", "=", quoteId)
    .orderBy("paymentRefunds.id")
    .execute();
}

/** Paid and refunded payments of a quote, for its timeline. */
export function paymentEventsOfQuote(db: Db, quoteId: number) {
  return db
    .selectFrom("payments")
    .leftJoin("paymentRefunds", "paymentRefunds.paymentId", "payments.id")
    .select([
      "payments.id",
      "payments.purpose",
      "payments.method",
      "payments.amountCents",
      "payments.paidAt",
      "payments.failedAt",
      "payments.disputedAt",
      "paymentRefunds.amountCents as refundCents",
      "paymentRefunds.createdAt as refundedAt",
      "paymentRefunds.status as refundStatus",
    ])
    .where("payments.quoteId", "=", quoteId)
    .execute();
}

export function insertRefund(db: Db, row: Insertable<PaymentRefundsTable>) {
  return db
    .insertInto("paymentRefunds")
    .values(row)
    .onConflict((oc) => oc.column("idempotencyKey").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateRefund(db: Db, id: number, change: Updateable<PaymentRefundsTable>) {
  await db.updateTable("paymentRefunds").set(change).where("id", "=", id).execute();
}

/** Refunds asked for or made (not failed), in cents: what may not be refunded again. */
export async function committedRefundCents(db: Db, paymentId: number): Promise<number> {
  const row = await db
    .selectFrom("paymentRefunds")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("amountCents"), sql<string>`0`).as("cents"))
    .where("paymentId", "=", paymentId)
    .where("status", "!=", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** What was received on the quote, less refunds, in cents. */
export async function netPaidCents(db: Db, quoteId: number): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql`amount_cents - refunded_cents`), sql<string>`0`).as("cents"))
    .where("quoteId", "=", quoteId)
    .where("status", "=", "paid")
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** What was received on each of `quoteIds`, less refunds, in cents (a quote without payments is absent). */
export async function netPaidByQuote(db: Db, quoteIds: readonly number[]): Promise<Map<number, number>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("payments")
    .select(["quoteId", (eb) => eb.fn.sum<string>(sql`amount_cents - refunded_cents`).as("cents")])
    .where("quoteId", "in", quoteIds)
    .where("status", "=", "paid")
    .groupBy("quoteId")
    .execute();
  return new Map(rows.map((row) => [row.quoteId, Number(row.cents)]));
}

/** Stripe refunds asked for but not yet made (a lost answer, an outage): the job settles them. */
export function pendingStripeRefunds(db: Db, olderThan: Date, limit: number) {
  return db
    .selectFrom("paymentRefunds")
    .innerJoin("payments", "payments.id", "paymentRefunds.paymentId")
    .select("paymentRefunds.id")
    .where("paymentRefunds.status", "=", "pending")
    .where("payments.method", "=", "stripe")
    .where("paymentRefunds.createdAt", "<", olderThan)
    .orderBy("paymentRefunds.id")
    .limit(limit)
    .execute();
}

export function lockRefund(trx: Db, id: number) {
  return trx.selectFrom("paymentRefunds").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function quoteIdOfPayment(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom("payments").select("quoteId").where("id", "=", id).executeTakeFirst();
  return row?.quoteId;
}

/** Paid Stripe payments of a quote with something left to refund (a cancelled contract's deposit). */
export function refundableStripePayments(db: Db, quoteId: number) {
  return db
    .selectFrom("payments")
    .select(["id", sql<number>`amount_cents - refunded_cents`.as("refundableCents")])
    .where("quoteId", "=", quoteId)
    .where("method", "=", "stripe")
    .where("status", "=", "paid")
    .where(sql<boolean>`refunded_cents < amount_cents`)
    .execute();
}
