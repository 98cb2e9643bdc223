/**
 * Bookings remember the network they were made from (issue 33, item 1): the visitor's IPv4 address
 * or IPv6 /64 (`network`) and the IPv6 /48 above it (`wide_network`, the address again for IPv4),
 * so the number of consultations one network holds at a time can be capped. Bookings made before
 * this, or by the owner, have none. Indexed for the count of a network's active bookings.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("network", "varchar(64)")
    .addColumn("wide_network", "varchar(64)")
    .execute();
  await sql`create index bookings_active_network_idx on bookings (network) where status = 'booked'`.execute(db);
  await sql`create index bookings_active_wide_network_idx on bookings (wide_network) where status = 'booked'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("network").dropColumn("wide_network").execute();
}
