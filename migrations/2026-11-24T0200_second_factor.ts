/**
 * The optional second factor (TOTP) of a user, and its one-time recovery codes
 * (docs/decisions/029-second-factor.md). Secrets are stored encrypted, codes hashed.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_second_factors")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_encrypted", "text")
    .addColumn("pending_secret_encrypted", "text")
    .addColumn("enabled_at", "timestamptz")
    .addColumn("last_used_step", "bigint")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "user_second_factors_enabled_has_secret",
      sql`enabled_at is null or secret_encrypted is not null`,
    )
    .execute();
  await db.schema
    .createTable("user_recovery_codes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("user_recovery_codes_user_code_unique", ["user_id", "code_hash"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_recovery_codes").execute();
  await db.schema.dropTable("user_second_factors").execute();
}
