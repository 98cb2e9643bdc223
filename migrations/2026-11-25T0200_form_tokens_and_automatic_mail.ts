/**
 * Issue 26, items 2 and 3. `spent_form_tokens`: each form token is spent by the lead it came with
 * (primary key, so two leads racing with one token cannot both spend it); rows go once the token
 * would have expired anyway. `automatic_mail`: one row per automatic e-mail to a visitor, with the
 * normalised recipient (a digest, not the address) and its domain, which the limits count
 * (src/server/intake/auto-mail-policy.ts); it goes with its outbox row (a deletion of the person).
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("spent_form_tokens")
    .addColumn("token_id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("spent_form_tokens_expires_idx").on("spent_form_tokens").column("expires_at").execute();

  await db.schema
    .createTable("automatic_mail")
    .addColumn("outbox_id", "bigint", (c) => c.primaryKey().references("email_outbox.id").onDelete("cascade"))
    .addColumn("recipient_key", "varchar(64)", (c) => c.notNull())
    .addColumn("recipient_domain", "varchar(255)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("automatic_mail_recipient_idx")
    .on("automatic_mail")
    .columns(["recipient_key", "created_at"])
    .execute();
  await db.schema
    .createIndex("automatic_mail_domain_idx")
    .on("automatic_mail")
    .columns(["recipient_domain", "created_at"])
    .execute();
  await db.schema.createIndex("automatic_mail_created_idx").on("automatic_mail").column("created_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("automatic_mail").execute();
  await db.schema.dropTable("spent_form_tokens").execute();
}
