/**
 * Invoices (issue 31 item 5, decision 049): one row per payment of a signed contract's schedule
 * ("On signing", a progress payment, "On substantial completion"), in integer cents, numbered 1..n
 * within the signed version. Each has its own private link (the proposal token's rules: only the
 * SHA-256 of the token and its nonce are stored). The first, "On signing", is the deposit: the
 * deposit payment marks it paid. A payment made from an invoice names it (`payments.invoice_id`);
 * one Stripe payment row per invoice (the partial unique index), so twenty clicks make one session.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invoices")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("proposal_id", "integer", (c) => c.notNull().references("proposals.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull().check(sql`number > 0`))
    .addColumn("event", "varchar(200)", (c) => c.notNull())
    .addColumn("is_deposit", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "char(3)", (c) => c.notNull().defaultTo("usd"))
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(sql`status in ('draft', 'sent', 'paid', 'cancelled')`),
    )
    .addColumn("token_hash", "char(64)", (c) => c.unique())
    .addColumn("token_nonce", "varchar(32)")
    .addColumn("sent_at", "timestamptz")
    .addColumn("paid_at", "timestamptz")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("paid_by_payment_id", "integer", (c) => c.references("payments.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("invoices_proposal_number_unique", ["proposal_id", "number"])
    .addCheckConstraint("invoices_paid_check", sql`(status = 'paid') = (paid_at is not null)`)
    .execute();
  await db.schema.createIndex("invoices_quote_idx").on("invoices").column("quote_id").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("invoice_id", "integer", (c) => c.references("invoices.id").onDelete("set null"))
    .execute();
  await sql`create unique index payments_one_stripe_invoice on payments (invoice_id)
    where method = 'stripe' and invoice_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payments_one_stripe_invoice`.execute(db);
  await db.schema.alterTable("payments").dropColumn("invoice_id").execute();
  await db.schema.dropTable("invoices").execute();
}
