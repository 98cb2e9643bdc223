/**
 * The proposal pages' limit per network (src/server/rate-limits: the IPv4 address or IPv6 /64,
 * and the /48 above it): generous for a household reading and signing, tight enough that guessing
 * tokens or flooding the owner with questions gets nowhere.
 */
import type { Db } from "../db/schema";
import { RateLimited } from "../errors";
import { enforceNetworkLimit, RATE_LIMITS } from "../rate-limits/rate-limits";
import { proposalPageStrings } from "../../shared/strings/proposals";

/** Keyed `proposal:…`; the scheduled clean-up drops windows that ended (functions/outbox-retry.mts). */
export const PROPOSAL_RATE_LIMIT = RATE_LIMITS.proposalPages;

export class ProposalRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(proposalPageStrings.rateLimited.intro, retryAfterSeconds);
  }
}

export async function enforceProposalRateLimit(db: Db, ip: string): Promise<void> {
  await enforceNetworkLimit(db, PROPOSAL_RATE_LIMIT, ip, (secondsLeft) => new ProposalRateLimited(secondsLeft));
}
