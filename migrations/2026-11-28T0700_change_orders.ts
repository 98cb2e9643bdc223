/**
 * Change orders of a signed contract (issue 31 item 3): each one frozen when issued (its document and
 * SHA-256 never change: a trigger refuses it), numbered per signed version, at most one waiting for
 * the customer at a time (a partial unique index), and its signature written once, never updated.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("change_orders")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("proposal_id", "integer", (c) => c.notNull().references("proposals.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull().defaultTo("sent"))
    .addColumn("frozen", "jsonb", (c) => c.notNull())
    .addColumn("document_sha256", "char(64)", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("issued_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("withdrawn_at", "timestamptz")
    .addUniqueConstraint("change_orders_number_unique", ["proposal_id", "number"])
    .addCheckConstraint("change_orders_status", sql`status in ('sent', 'signed', 'withdrawn')`)
    .execute();
  await sql`create unique index change_orders_one_open on change_orders (proposal_id) where status = 'sent'`.execute(
    db,
  );
  await sql`
    create function change_orders_frozen() returns trigger language plpgsql as $$
    begin
      if new.frozen is distinct from old.frozen or new.document_sha256 is distinct from old.document_sha256
        or new.number is distinct from old.number or new.proposal_id is distinct from old.proposal_id
        or new.total_cents is distinct from old.total_cents then
        raise exception 'a change order''s document never changes';
      end if;
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger change_orders_keep_frozen before update on change_orders
    for each row execute function change_orders_frozen()
  `.execute(db);

  await db.schema
    .createTable("change_order_signatures")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("change_order_id", "integer", (c) =>
      c.notNull().unique().references("change_orders.id").onDelete("cascade"),
    )
    .addColumn("typed_name", "varchar(200)", (c) => c.notNull())
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_version", "varchar(40)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("user_agent", "varchar(500)")
    .addColumn("document_sha256", "char(64)", (c) => c.notNull())
    .addColumn("signed_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`
    create function change_order_signatures_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'change_order_signatures rows are immutable';
    end $$
  `.execute(db);
  await sql`
    create trigger change_order_signatures_no_update before update on change_order_signatures
    for each row execute function change_order_signatures_immutable()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("change_order_signatures").execute();
  await sql`drop function change_order_signatures_immutable()`.execute(db);
  await db.schema.dropTable("change_orders").execute();
  await sql`drop function change_orders_frozen()`.execute(db);
}
