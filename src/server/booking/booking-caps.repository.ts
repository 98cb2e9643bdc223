/** SQL behind the booking caps (issue 33, item 1): a booking's online moves and a network's active bookings. */
import { sql } from "kysely";
import type { Db } from "../db/schema";

/** The moves the customer made to this booking through their link. */
export async function countCustomerMoves(db: Db, bookingId: number): Promise<number> {
  const row = await db
    .selectFrom("bookingEvents")
    .select((eb) => eb.fn.countAll<string>().as("moves"))
    .where("bookingId", "=", bookingId)
    .where("kind", "=", "moved")
    .where("actor", "=", "customer")
    .executeTakeFirstOrThrow();
  return Number(row.moves);
}

/** Active bookings made from `value` (a network or a wide network) that have not ended by `now`. */
export async function countActiveBookingsOf(
  db: Db,
  column: "network" | "wideNetwork",
  value: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<string>().as("bookings"))
    .where("status", "=", "booked")
    .where(column, "=", value)
    .where("endsAt", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.bookings);
}

/** Serialises new bookings from one wide network, so parallel posts cannot all pass the cap. */
export async function lockBookingNetwork(db: Db, wideNetwork: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`booking-network:${wideNetwork}`}))`.execute(db);
}

/** Records where a new booking came from. */
export async function setBookingNetwork(
  db: Db,
  bookingId: number,
  networks: { network: string; wideNetwork: string },
): Promise<void> {
  await db.updateTable("bookings").set(networks).where("id", "=", bookingId).execute();
}
