/**
 * Issue 31, item 7: a payment recorded from the console carries the form's Idempotency-Key, so a
 * double click or a retried request records it once (null for Stripe's rows, which have their own).
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("idempotency_key", "varchar(255)", (c) => c.unique())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").dropColumn("idempotency_key").execute();
}
