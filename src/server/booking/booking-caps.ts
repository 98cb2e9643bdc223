/**
 * What one visitor can hold on the calendar (issue 33, item 1; the numbers are BOOKING_CAPS in
 * src/server/rate-limits): a booking moves online only so many times, and one network (IPv4
 * address or IPv6 /64, and the /48 above it) holds only so many active bookings, so a script
 * with many leads cannot fill the calendar. One booking per lead is the unique index's job.
 */
import type { Db } from "../db/schema";
import { ipBucket } from "../http/client-ip";
import { BOOKING_CAPS } from "../rate-limits/rate-limits";
import { countActiveBookingsOf, countCustomerMoves, lockBookingNetwork } from "./booking-caps.repository";
import { MovesUsedUp, NetworkBookingsFull } from "./booking-errors";

export interface BookingClient {
  ip: string;
}

export interface BookingNetworks {
  network: string;
  wideNetwork: string;
}

export const networksOf = (client: BookingClient): BookingNetworks => ({
  network: ipBucket(client.ip),
  wideNetwork: ipBucket(client.ip, 48),
});

/** Throws MovesUsedUp once the customer has moved `bookingId` as often as allowed. */
export async function assertMayMove(trx: Db, bookingId: number): Promise<void> {
  if ((await countCustomerMoves(trx, bookingId)) >= BOOKING_CAPS.movesPerBooking) {
    throw new MovesUsedUp(BOOKING_CAPS.movesPerBooking);
  }
}

/**
 * Throws NetworkBookingsFull when the visitor's network already holds its share of active
 * bookings. Takes the network's lock first (held to the end of the transaction).
 */
export async function assertNetworkMayBook(trx: Db, networks: BookingNetworks, now: Date) {
  await lockBookingNetwork(trx, networks.wideNetwork);
  const narrow = await countActiveBookingsOf(trx, "network", networks.network, now);
  const wide = await countActiveBookingsOf(trx, "wideNetwork", networks.wideNetwork, now);
  if (narrow >= BOOKING_CAPS.activePerNetwork || wide >= BOOKING_CAPS.activePerWideNetwork) {
    throw new NetworkBookingsFull();
  }
}
