/**
 * Every rate limit of the site, declared once and in one shape (issue 30 item 10, issue 33 item
 * 10): a bucket-key prefix (the clean-up drops ended windows by prefix), a fixed window, and the
 * most hits a window takes in each kind of bucket a request counts in. Counting is the same
 * atomic UPSERT for all (rate-limit.repository.ts); `enforceRateLimit` and `countInBuckets` are
 * the two ways to apply one. Per-network limits count the IPv4 address or the IPv6 /64, and for
 * IPv6 also the /48 above it (`networkBuckets`), so a host rotating through /64s of its site is
 * still limited (decision 036b).
 */
import type { Db } from "../db/schema";
import { getEnv } from "../env";
import { ipBucket } from "../http/client-ip";
import { hitBucket } from "./rate-limit.repository";

export interface RateLimit<Bucket extends string = string> {
  /** Every bucket key of this limit starts with it. */
  readonly prefix: string;
  readonly windowSeconds: () => number;
  /** The most hits one window takes, per kind of bucket. */
  readonly max: Readonly<Record<Bucket, () => number>>;
}

const fixed = (value: number) => () => value;
const minutes = (value: number) => () => value * 60;
const limit = <Bucket extends string>(definition: RateLimit<Bucket>) => definition;

/** An IPv6 /48 takes this many times a network's (/64 or IPv4 address) allowance. */
const WIDE_NETWORK_FACTOR = 4;
const pageLimit = (prefix: string, perNetwork: number) =>
  limit({
    prefix,
    windowSeconds: minutes(10),
    max: { network: fixed(perNetwork), wideNetwork: fixed(perNetwork * WIDE_NETWORK_FACTOR) },
  });

export const RATE_LIMITS = {
  /**
   * Lead forms (both share it): a person (network + normalised e-mail) LEAD_RATE_LIMIT a window,
   * their network three times as many (a second person of a household), an IPv6 /48 ten times.
   */
  leadForms: limit({
    prefix: "lead:",
    windowSeconds: () => getEnv().LEAD_RATE_WINDOW_SECONDS,
    max: {
      person: () => getEnv().LEAD_RATE_LIMIT,
      network: () => getEnv().LEAD_RATE_LIMIT * 3,
      wideNetwork: () => getEnv().LEAD_RATE_LIMIT * 10,
    },
  }),
  /** A visitor's quote photos. */
  leadPhotos: pageLimit("lead-photo:", 40),
  /** The customer's private pages: plenty for a household, too few to guess tokens or hammer a slot. */
  bookingPages: pageLimit("booking:", 60),
  proposalPages: pageLimit("proposal:", 120),
  unsubscribePages: pageLimit("unsubscribe:", 60),
  /**
   * Wrong passwords and codes (decision 027): per account, per network, per known device (instead
   * of the other two), and second-factor codes per user.
   */
  signIn: limit({
    prefix: "sign-in:",
    windowSeconds: minutes(15),
    max: { account: fixed(5), network: fixed(20), device: fixed(10), code: fixed(5) },
  }),
  /** Forgot-password requests (decision 036g), per address and per network. */
  passwordReset: limit({
    prefix: "password-reset:",
    windowSeconds: minutes(60),
    max: { account: fixed(3), network: fixed(10) },
  }),
} as const;

/**
 * Caps on what a visitor can hold rather than how often they ask (issue 33, item 1): online moves
 * per booking, active bookings per network (IPv4 address or IPv6 /64) and per IPv6 /48, and the
 * automatic booking e-mails (confirmation, move, cancel) one address receives in 24 hours, counted
 * with every other automatic e-mail to it (the thank-you included).
 */
export const BOOKING_CAPS = {
  movesPerBooking: 3,
  activePerNetwork: 3,
  activePerWideNetwork: 6,
  automaticMailPerRecipientPerDay: 6,
} as const;

export interface Bucket {
  key: string;
  max: number;
}

/** The network buckets of `ip` under `rateLimit`: the address or /64, and for IPv6 the /48 too. */
export function networkBuckets(rateLimit: RateLimit<"network" | "wideNetwork">, ip: string): Bucket[] {
  const network = ipBucket(ip);
  const wide = ipBucket(ip, 48);
  const buckets = [{ key: `${rateLimit.prefix}${network}`, max: rateLimit.max.network() }];
  if (wide !== network) buckets.push({ key: `${rateLimit.prefix}${wide}`, max: rateLimit.max.wideNetwork() });
  return buckets;
}

/**
 * Counts one hit in each bucket, narrowest first, and throws `refuse(secondsLeft)` at the first
 * one past its max without counting the wider ones: a refused request never uses up a wider
 * bucket's allowance, and under concurrency exactly the narrowest limit gets through.
 */
export async function enforceRateLimit(
  db: Db,
  rateLimit: RateLimit,
  buckets: readonly Bucket[],
  refuse: (secondsLeft: number) => Error,
): Promise<void> {
  for (const bucket of buckets) {
    const state = await hitBucket(db, bucket.key, rateLimit.windowSeconds());
    if (state.hits > bucket.max) throw refuse(state.secondsLeft);
  }
}

/** `enforceRateLimit` over the network buckets of `ip` (the customer pages' limits). */
export const enforceNetworkLimit = (
  db: Db,
  rateLimit: RateLimit<"network" | "wideNetwork">,
  ip: string,
  refuse: (secondsLeft: number) => Error,
) => enforceRateLimit(db, rateLimit, networkBuckets(rateLimit, ip), refuse);

/**
 * Counts one hit in every bucket (none skipped) and answers the first one past its max, or
 * undefined: for sign-in, where a right password gives the hits back afterwards.
 */
export async function countInBuckets(
  db: Db,
  rateLimit: RateLimit,
  buckets: readonly Bucket[],
): Promise<{ key: string; retryAfterSeconds: number } | undefined> {
  let refusal: { key: string; retryAfterSeconds: number } | undefined;
  for (const bucket of buckets) {
    const state = await hitBucket(db, bucket.key, rateLimit.windowSeconds());
    if (state.hits > bucket.max && !refusal) refusal = { key: bucket.key, retryAfterSeconds: state.secondsLeft };
  }
  return refusal;
}
