/**
 * Account recovery and credential changes (docs/decisions/036g-account-takeover-and-recovery.md):
 * `users.credentials_version` goes up with every password change, so known-device and pending
 * second-step tokens issued before it stop working; `password_resets` holds the e-mailed reset
 * links, hashed, single use, short-lived.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("credentials_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("password_resets_user_id_idx").on("password_resets").column("user_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
  await db.schema.alterTable("users").dropColumn("credentials_version").execute();
}
