/**
 * The limit on lead submissions (both forms share it; declared with every other limit in
 * src/server/rate-limits), counted in fixed windows kept in the database so every function instance
 * sees the same count. Three buckets (docs/decisions/036b):
 *
 * - a person, i.e. the network bucket and the normalised e-mail (recipient-key.ts);
 * - the network: the IPv4 address or the IPv6 /64 (ipBucket, as sign-in counts), so a second
 *   person of a household behind one address still gets through;
 * - for IPv6 the /48 above it, so a host rotating through /64s is still limited.
 */
import type { Db } from "../db/schema";
import { LeadRateLimited } from "../errors";
import { ipBucket } from "../http/client-ip";
import { recipientKey } from "../recipients/recipient-key";
import { enforceRateLimit, networkBuckets, RATE_LIMITS, type Bucket } from "../rate-limits/rate-limits";

/** Buckets of the lead limit are keyed `lead:…`; the window follows LEAD_RATE_WINDOW_SECONDS. */
export const LEAD_RATE_LIMIT = RATE_LIMITS.leadForms;

/** The buckets one submission counts in, narrowest first. */
export function leadBuckets(ip: string, email: string): Bucket[] {
  const person = recipientKey(email).slice(0, 32);
  return [
    { key: `${LEAD_RATE_LIMIT.prefix}${ipBucket(ip)}|${person}`, max: LEAD_RATE_LIMIT.max.person() },
    ...networkBuckets(LEAD_RATE_LIMIT, ip),
  ];
}

/**
 * Counts a submission in its buckets, narrowest first, and throws LeadRateLimited at the first one
 * past its limit without counting it in the wider ones. So a person's refused attempts never use
 * up the household's or the network's allowance.
 */
export async function enforceLeadRateLimit(db: Db, ip: string, email: string): Promise<void> {
  await enforceRateLimit(
    db,
    LEAD_RATE_LIMIT,
    leadBuckets(ip, email),
    (secondsLeft) => new LeadRateLimited(secondsLeft),
  );
}
