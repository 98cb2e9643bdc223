/**
 * The booking pages' limit per network (src/server/rate-limits: the IPv4 address or IPv6 /64, and
 * the /48 above it): plenty for a household choosing a time, too few to guess link tokens or hammer a slot.
 */
import type { Db } from "../db/schema";
import { RateLimited } from "../errors";
import { enforceNetworkLimit, RATE_LIMITS } from "../rate-limits/rate-limits";
import { bookingPageStrings } from "../../shared/strings/booking";

/** Keyed `booking:…`; the booking job drops windows that ended. */
export const BOOKING_RATE_LIMIT = RATE_LIMITS.bookingPages;

export async function enforceBookingRateLimit(db: Db, ip: string): Promise<void> {
  await enforceNetworkLimit(
    db,
    BOOKING_RATE_LIMIT,
    ip,
    (secondsLeft) => new RateLimited(bookingPageStrings.rateLimited, secondsLeft),
  );
}
