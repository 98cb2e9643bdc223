/**
 * The proposal pages' limit per network (IPv4 address or IPv6 /64), counted in the shared
 * rate-limit buckets: generous for a household reading and signing, tight enough that guessing
 * tokens or flooding the owner with questions gets nowhere.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { RateLimited } from "../errors";
import { ipBucket } from "../http/client-ip";
import { hitBucket } from "../intake/rate-limit.repository";
import { proposalPageStrings } from "../../shared/strings/proposals";

/** Keyed `proposal:…`; the scheduled clean-up drops windows that ended (functions/outbox-retry.mts). */
export const PROPOSAL_RATE_LIMIT = { prefix: "proposal:", max: 120, windowSeconds: () => 600 } as const;

export class ProposalRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(proposalPageStrings.rateLimited.intro, retryAfterSeconds);
  }
}

export async function enforceProposalRateLimit(db: Kysely<Database>, ip: string): Promise<void> {
  const key = `${PROPOSAL_RATE_LIMIT.prefix}${ipBucket(ip)}`;
  const state = await hitBucket(db, key, PROPOSAL_RATE_LIMIT.windowSeconds());
  if (state.hits > PROPOSAL_RATE_LIMIT.max) throw new ProposalRateLimited(state.secondsLeft);
}
