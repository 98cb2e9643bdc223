/**
 * Issue 32, item 6: the owner's alerts by text. Each admin may keep a US mobile number (E.164) for
 * alerts, and chooses when it gets them: only while no device of theirs has push alerts on
 * ('when-no-push', the default), as well as push ('with-push'), or never ('off').
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("alert_phone_e164", "varchar(16)")
    .addColumn("alert_texts", "varchar(16)", (c) => c.notNull().defaultTo("when-no-push"))
    .execute();
  await db.schema
    .alterTable("users")
    .addCheckConstraint("users_alert_texts", sql`alert_texts in ('when-no-push', 'with-push', 'off')`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropConstraint("users_alert_texts").execute();
  await db.schema.alterTable("users").dropColumn("alert_phone_e164").dropColumn("alert_texts").execute();
}
