import { describe, expect, it } from "vitest";
import { isWaiting, waitingReason, type WaitingFacts } from "./waiting";

const lead = (facts: Partial<WaitingFacts> = {}): WaitingFacts => ({
  status: "new",
  isSpam: false,
  phone: null,
  message: "Slates slipping over the porch.",
  unansweredReplies: 0,
  ...facts,
});

describe("waiting for a reply: the one definition", () => {
  it("a New lead nobody answered waits; once answered (any other status) it does not", () => {
    expect(waitingReason(lead())).toBe("new");
    for (const status of ["contacted", "quoted", "scheduled", "completed", "cancelled"]) {
      expect(isWaiting(lead({ status }))).toBe(false);
    }
  });

  it("spam waits only with a phone and a message (a person may be behind it)", () => {
    expect(isWaiting(lead({ isSpam: true }))).toBe(false);
    expect(isWaiting(lead({ isSpam: true, phone: "9735550100", message: "   " }))).toBe(false);
    expect(isWaiting(lead({ isSpam: true, phone: "9735550100", message: null }))).toBe(false);
    expect(waitingReason(lead({ isSpam: true, phone: "9735550100" }))).toBe("new");
  });

  it("a customer's unanswered message makes any lead wait, whatever its status, and comes first", () => {
    expect(waitingReason(lead({ unansweredReplies: 1 }))).toBe("replied");
    expect(waitingReason(lead({ status: "completed", unansweredReplies: 2 }))).toBe("replied");
    expect(waitingReason(lead({ status: "contacted", isSpam: true, unansweredReplies: 1 }))).toBe("replied");
  });
});
