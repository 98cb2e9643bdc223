import { describe, expect, it } from "vitest";
import { formatShortDate } from "../../../../shared/format";
import type { AdminQuoteProposal } from "../../../../shared/proposals/admin-view";
import { proposalConsoleStrings } from "../../../../shared/strings/proposal-console";
import { declineReasonOptions } from "../../../../shared/strings/proposals";
import { quoteSale } from "./quote-sale";

const text = proposalConsoleStrings.sale;

const sent: AdminQuoteProposal = {
  id: 7,
  version: 1,
  status: "sent",
  validUntil: "2026-12-26",
  sentAt: "2026-11-20T15:00:00.000Z",
  firstOpenedAt: null,
  lastOpenedAt: null,
  openCount: 0,
};

const quote = (fields: Partial<Parameters<typeof quoteSale>[0]> = {}) => ({
  wonAt: null,
  wonValueCents: null,
  paidCents: 0,
  lostAt: null,
  lostReason: null,
  proposal: null,
  ...fields,
});

describe("a quote's sale on its card and page", () => {
  it("says nothing before a proposal has been sent", () => {
    expect(quoteSale(quote())).toBeUndefined();
    expect(quoteSale(quote({ proposal: { ...sent, status: "draft", sentAt: null } }))).toBeUndefined();
  });

  it("shows a won quote with its value, whatever its proposal says", () => {
    const won = quoteSale(quote({ wonAt: "2026-11-24T10:00:00Z", wonValueCents: 372_139, proposal: sent }));
    expect(won).toEqual({ tone: "green", label: text.won, detail: "$3,721.39 · paid $0.00 · balance due $3,721.39" });
  });

  it("shows what a won quote was paid and the balance still due (issue 31 item 8)", () => {
    const won = quoteSale(quote({ wonAt: "2026-11-24T10:00:00Z", wonValueCents: 372_139, paidCents: 111_642 }));
    expect(won?.detail).toBe("$3,721.39 · paid $1,116.42 · balance due $2,604.97");
  });

  it("shows a lost quote with the customer's reason as they chose it", () => {
    const lost = quoteSale(quote({ lostAt: "2026-11-24T10:00:00Z", lostReason: "timing" }));
    expect(lost).toEqual({ tone: "red", label: text.lost, detail: declineReasonOptions[1].label });
    expect(quoteSale(quote({ lostAt: "2026-11-24T10:00:00Z", lostReason: "legacy" }))?.detail).toBe("legacy");
    expect(quoteSale(quote({ lostAt: "2026-11-24T10:00:00Z" }))?.detail).toBeUndefined();
  });

  it("shows a sent proposal as not opened yet, then how often and when it was last opened", () => {
    expect(quoteSale(quote({ proposal: sent }))).toEqual({ tone: "blue", label: text.sent, detail: text.notOpened });
    const lastOpenedAt = "2026-11-23T18:30:00.000Z";
    const opened = quoteSale(quote({ proposal: { ...sent, openCount: 3, firstOpenedAt: lastOpenedAt, lastOpenedAt } }));
    expect(opened?.detail).toBe(text.opened(3, formatShortDate(lastOpenedAt)));
    expect(opened?.detail).toMatch(/^Opened 3 times, last /);
    expect(text.opened(1, "Nov 23, 2026")).toBe("Opened once, last Nov 23, 2026");
  });

  it("shows an expired proposal with its last valid day, and a withdrawn one", () => {
    const expired = quoteSale(quote({ proposal: { ...sent, status: "expired" } }));
    expect(expired).toEqual({
      tone: "slate",
      label: text.expired,
      detail: text.validUntil(formatShortDate("2026-12-26")),
    });
    expect(expired?.detail).toContain("Dec 26, 2026");
    expect(quoteSale(quote({ proposal: { ...sent, status: "withdrawn" } }))?.label).toBe(text.withdrawn);
  });
});
