/**
 * Issues 21 and 22: addresses no automatic e-mail may go to. One row per normalised recipient
 * (a digest, as in automatic_mail: no table keeps the address) and reason; a hard bounce or a spam
 * complaint (Postmark webhooks) and an unsubscribe (the one-click link) each add one. The owner's
 * own replies are not automatic and still go, except to an address that hard-bounced, which the
 * console shows instead.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("email_suppressions")
    .addColumn("recipient_key", "varchar(64)", (c) => c.notNull())
    .addColumn("reason", "varchar(20)", (c) =>
      c.notNull().check(sql`reason in ('hard-bounce', 'spam-complaint', 'unsubscribed')`),
    )
    .addColumn("detail", "varchar(500)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("email_suppressions_pkey", ["recipient_key", "reason"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("email_suppressions").execute();
}
