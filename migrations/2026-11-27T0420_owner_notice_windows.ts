/**
 * One row per subject of the owner's notices (a proposal version, a booking: issue 33, item 8):
 * when the last notice about it went, and how many were held back since. At most one notice per
 * subject per 15 minutes; the rest are on the lead (its conversation, its booking history).
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("owner_notice_windows")
    .addColumn("subject", "varchar(60)", (c) => c.primaryKey())
    .addColumn("last_sent_at", "timestamptz", (c) => c.notNull())
    .addColumn("held", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`held >= 0`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("owner_notice_windows").execute();
}
