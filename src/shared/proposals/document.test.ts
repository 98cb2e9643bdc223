import { describe, expect, it } from "vitest";
import { frozenDocument, type ProposalDocument, type StoredFrozenProposal } from "./document";

describe("a frozen proposal as stored", () => {
  it("reads a version frozen with basis points as thousandths of a percent, and leaves a new one as it is", () => {
    const current = { proposalId: 1, taxRateMillipercent: 6625 } as ProposalDocument;
    expect(frozenDocument(current)).toBe(current);
    const legacy = { proposalId: 2, taxRateBps: 663 } as unknown as StoredFrozenProposal;
    expect(frozenDocument(legacy)).toEqual({ proposalId: 2, taxRateMillipercent: 6630 });
  });
});
