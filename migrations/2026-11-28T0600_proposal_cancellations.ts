/**
 * The customer's cancellation of a signed contract within three business days (issue 31 item 2,
 * decision 045): one row per signed version (unique, so a double submit records one), kept like the
 * signature it cancels (no update), with what the customer wrote and where from.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("proposal_cancellations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("proposal_id", "integer", (c) => c.notNull().unique().references("proposals.id").onDelete("cascade"))
    .addColumn("reason", "varchar(2000)")
    .addColumn("cancelled_at", "timestamptz", (c) => c.notNull())
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("user_agent", "varchar(500)")
    .execute();
  await sql`
    create function proposal_cancellations_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'proposal_cancellations rows are immutable';
    end $$
  `.execute(db);
  await sql`
    create trigger proposal_cancellations_no_update before update on proposal_cancellations
    for each row execute function proposal_cancellations_immutable()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("proposal_cancellations").execute();
  await sql`drop function proposal_cancellations_immutable()`.execute(db);
}
