/**
 * The limit on lead submissions (both forms share it), counted in fixed windows kept in the
 * database so every function instance sees the same count. Three buckets (docs/decisions/036b):
 *
 * - a person, i.e. the network bucket and the normalised e-mail (recipient-key.ts):
 *   LEAD_RATE_LIMIT per window;
 * - the network: the IPv4 address or the IPv6 /64 (ipBucket, as sign-in counts), three times as
 *   many, so a second person of a household behind one address still gets through;
 * - for IPv6 the /48 above it, ten times as many, so a host rotating through /64s is still limited.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { getEnv } from "../env";
import { LeadRateLimited } from "../errors";
import { ipBucket } from "../http/client-ip";
import { recipientKey } from "../recipients/recipient-key";
import { hitBucket } from "./rate-limit.repository";

/** Buckets of the lead limit are keyed `lead:…`; the window follows LEAD_RATE_WINDOW_SECONDS. */
export const LEAD_RATE_LIMIT = {
  prefix: "lead:",
  windowSeconds: () => getEnv().LEAD_RATE_WINDOW_SECONDS,
};

/** How many times the per-person limit a network, and an IPv6 /48, may send. */
export const NETWORK_LIMIT_FACTOR = 3;
export const WIDE_NETWORK_LIMIT_FACTOR = 10;

interface Bucket {
  key: string;
  max: number;
}

/** The buckets one submission counts in. */
export function leadBuckets(ip: string, email: string): Bucket[] {
  const limit = getEnv().LEAD_RATE_LIMIT;
  const network = ipBucket(ip);
  const wide = ipBucket(ip, 48);
  const person = recipientKey(email).slice(0, 32);
  const buckets = [
    { key: `${LEAD_RATE_LIMIT.prefix}${network}|${person}`, max: limit },
    { key: `${LEAD_RATE_LIMIT.prefix}${network}`, max: limit * NETWORK_LIMIT_FACTOR },
  ];
  if (wide !== network)
    buckets.push({ key: `${LEAD_RATE_LIMIT.prefix}${wide}`, max: limit * WIDE_NETWORK_LIMIT_FACTOR });
  return buckets;
}

/**
 * Counts a submission in its buckets, narrowest first, and throws LeadRateLimited at the first one
 * past its limit without counting it in the wider ones. So a person's refused attempts never use
 * up the household's or the network's allowance, and under concurrency exactly the person's limit
 * gets through (a refused attempt cannot take a wider bucket's place from an accepted one).
 */
export async function enforceLeadRateLimit(db: Kysely<Database>, ip: string, email: string): Promise<void> {
  const windowSeconds = getEnv().LEAD_RATE_WINDOW_SECONDS;
  for (const bucket of leadBuckets(ip, email)) {
    const state = await hitBucket(db, bucket.key, windowSeconds);
    if (state.hits > bucket.max) throw new LeadRateLimited(state.secondsLeft);
  }
}
