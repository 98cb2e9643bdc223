/**
 * Payments (issue 31 items 4, 6, 7, 10; decision 046): one row per payment asked for or received on
 * a quote, in integer cents: a deposit paid through Stripe Checkout (its session, payment intent and
 * charge), or a cheque, cash or bank transfer the owner records. One Stripe deposit row per signed
 * version (the unique index is what makes twenty clicks one Checkout session). Refunds are rows of
 * their own; what was refunded is also summed on the payment (never more than was paid: a check).
 * Stripe's webhook events are stored once per event id before they are processed.
 */
import { sql, type Kysely } from "kysely";

const STATUSES = ["pending", "processing", "paid", "failed"];
const METHODS = ["stripe", "cheque", "cash", "transfer"];
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("proposal_id", "integer", (c) => c.references("proposals.id").onDelete("set null"))
    .addColumn("purpose", "varchar(20)", (c) => c.notNull().check(sql`purpose in ('deposit', 'payment')`))
    .addColumn("method", "varchar(20)", (c) => c.notNull().check(inList("method", METHODS)))
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("pending").check(inList("status", STATUSES)))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "char(3)", (c) => c.notNull().defaultTo("usd"))
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reference", "varchar(200)")
    .addColumn("received_on", "date")
    .addColumn("checkout_session_id", "varchar(255)", (c) => c.unique())
    .addColumn("checkout_url", "text")
    .addColumn("checkout_expires_at", "timestamptz")
    .addColumn("checkout_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_intent_id", "varchar(255)")
    .addColumn("charge_id", "varchar(255)")
    .addColumn("payment_method_type", "varchar(40)")
    .addColumn("paid_at", "timestamptz")
    .addColumn("failed_at", "timestamptz")
    .addColumn("disputed_at", "timestamptz")
    .addColumn("flag", "varchar(500)")
    .addColumn("recorded_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("payments_refunded_check", sql`refunded_cents >= 0 and refunded_cents <= amount_cents`)
    .addCheckConstraint("payments_paid_check", sql`(status = 'paid') = (paid_at is not null)`)
    .execute();
  await sql`create unique index payments_one_stripe_deposit on payments (proposal_id)
    where method = 'stripe' and purpose = 'deposit'`.execute(db);
  await db.schema.createIndex("payments_quote_idx").on("payments").column("quote_id").execute();
  await db.schema.createIndex("payments_intent_idx").on("payments").column("payment_intent_id").execute();

  await db.schema
    .createTable("payment_refunds")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("payment_id", "integer", (c) => c.notNull().references("payments.id").onDelete("cascade"))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("reason", "varchar(500)")
    .addColumn("stripe_refund_id", "varchar(255)", (c) => c.unique())
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn("idempotency_key", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("last_error", "varchar(2000)")
    .addColumn("recorded_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("event_id", "varchar(255)", (c) => c.notNull().unique())
    .addColumn("type", "varchar(100)", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("processed_at", "timestamptz")
    .addColumn("outcome", "varchar(500)")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "varchar(2000)")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stripe_events").execute();
  await db.schema.dropTable("payment_refunds").execute();
  await db.schema.dropTable("payments").execute();
}
