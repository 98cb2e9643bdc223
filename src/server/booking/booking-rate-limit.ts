/**
 * The booking pages' limit per network (IPv4 address or IPv6 /64), in the shared rate-limit
 * buckets: plenty for a household choosing a time, too few to guess link tokens or hammer a slot.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { RateLimited } from "../errors";
import { ipBucket } from "../http/client-ip";
import { hitBucket } from "../intake/rate-limit.repository";
import { bookingPageStrings } from "../../shared/strings/booking";

/** Keyed `booking:…`; the booking job drops windows that ended. */
export const BOOKING_RATE_LIMIT = { prefix: "booking:", max: 60, windowSeconds: () => 600 } as const;

export async function enforceBookingRateLimit(db: Kysely<Database>, ip: string): Promise<void> {
  const state = await hitBucket(db, `${BOOKING_RATE_LIMIT.prefix}${ipBucket(ip)}`, BOOKING_RATE_LIMIT.windowSeconds());
  if (state.hits > BOOKING_RATE_LIMIT.max) throw new RateLimited(bookingPageStrings.rateLimited, state.secondsLeft);
}
