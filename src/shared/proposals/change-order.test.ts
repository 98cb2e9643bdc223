import { describe, expect, it } from "vitest";
import { PAYMENT_EVENTS } from "../contract/contract-terms";
import { lineChanges, priceChangeOrder, type CurrentContract, type PricedLine } from "./change-order";
import { formatCents } from "./money";

const line = (description: string, unitPriceCents: number, quantity = 1): PricedLine => ({
  description,
  quantity,
  unit: "lot",
  unitPriceCents,
  amountCents: unitPriceCents * quantity,
});
const current: CurrentContract = {
  optionTitle: "Repair",
  lineItems: [line("Valleys", 100_000), line("Flashing", 50_000)],
  totalCents: 150_000,
  schedule: [
    { event: PAYMENT_EVENTS.signing, cents: 45_000 },
    { event: PAYMENT_EVENTS.completion, cents: 105_000 },
  ],
  startDate: "April",
  completionDate: "May",
};
const terms = { discount: null, taxRateMillipercent: 0 };

describe("change orders", () => {
  it("names what was added and removed, counting repeats", () => {
    const { added, removed } = lineChanges(
      [line("A", 1), line("A", 1), line("B", 2)],
      [line("A", 1), line("C", 3), line("B", 2, 2)],
    );
    expect(added.map((l) => l.description)).toEqual(["C", "B"]);
    expect(removed.map((l) => [l.description, l.quantity])).toEqual([
      ["A", 1],
      ["B", 1],
    ]);
  });

  it("keeps the payment due on signing and puts the difference on completion", () => {
    const priced = priceChangeOrder(
      current,
      { lineItems: [...current.lineItems, line("Decking", 19_000)] },
      terms,
      formatCents,
    );
    if (!("draft" in priced)) throw new Error("refused");
    expect(priced.draft.totals.totalCents).toBe(169_000);
    expect(priced.draft.schedule).toEqual([
      { event: PAYMENT_EVENTS.signing, cents: 45_000 },
      { event: PAYMENT_EVENTS.completion, cents: 124_000 },
    ]);
  });

  it("refuses no change and a total below what was due on signing, naming lineItems", () => {
    expect(priceChangeOrder(current, { lineItems: current.lineItems }, terms, formatCents)).toEqual({
      errors: { lineItems: expect.any(String) },
    });
    const low = priceChangeOrder(current, { lineItems: [line("Patch", 10_000)] }, terms, formatCents);
    expect(low).toEqual({ errors: { lineItems: expect.stringContaining("$450.00") } });
  });
});
