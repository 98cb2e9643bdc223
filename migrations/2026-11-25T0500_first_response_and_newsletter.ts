/**
 * Issue 25: when a lead was first answered (speed to lead: the moment it left 'new', by a status
 * change or an e-mail to the customer), the blog's newsletter subscribers (double opt-in), and
 * extra headers on an outbox message (List-Unsubscribe on newsletter mail).
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["quotes", "contact_submissions"]) {
    await db.schema.alterTable(table).addColumn("first_response_at", "timestamptz").execute();
  }
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "varchar(255)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'active', 'unsubscribed')`),
    )
    .addColumn("requested_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("unsubscribed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index newsletter_subscribers_email_idx on newsletter_subscribers (lower(email))`.execute(db);
  await db.schema
    .alterTable("email_outbox")
    .addColumn("headers", "jsonb")
    .addColumn("newsletter_subscriber_id", "integer", (c) =>
      c.references("newsletter_subscribers.id").onDelete("set null"),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("newsletter_subscriber_id").dropColumn("headers").execute();
  await db.schema.dropTable("newsletter_subscribers").execute();
  for (const table of ["quotes", "contact_submissions"]) {
    await db.schema.alterTable(table).dropColumn("first_response_at").execute();
  }
}
