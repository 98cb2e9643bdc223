/**
 * The limits on automatic e-mail to visitors (src/server/intake/auto-mail-policy.ts) count recent
 * outbox messages by tag, and per lower-cased recipient, on every quote: an index keeps that a
 * lookup as the outbox grows.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index email_outbox_tag_recipient_created_idx on email_outbox (tag, lower(to_address), created_at)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("email_outbox_tag_recipient_created_idx").execute();
}
