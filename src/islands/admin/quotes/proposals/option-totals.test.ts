import { describe, expect, it } from "vitest";
import { liveOptionTotals } from "./option-totals";
import type { ProposalFormModel } from "./proposal-form";

const terms: Pick<ProposalFormModel, "discountKind" | "discount" | "taxRate" | "depositKind" | "deposit"> = {
  discountKind: "none",
  discount: "",
  taxRate: "6.625",
  depositKind: "percent",
  deposit: "30",
};
const option = (price: string, quantity = "1") => ({
  title: "Restore",
  description: "",
  lineItems: [{ description: "Slate", quantity, unit: "sq", price }],
});

describe("the builder's live option total", () => {
  it("is the customer's total after discount and tax, at the exact rate", () => {
    const totals = liveOptionTotals(terms, option("31,707.17"))!;
    expect(totals.taxCents).toBe(210_060);
    expect(totals.totalCents).toBe(3_380_777);
    const discounted = liveOptionTotals({ ...terms, discountKind: "amount", discount: "707.17" }, option("31707.17"))!;
    expect(discounted.totalCents).toBe(3_100_000 + 205_375); // 6.625 % of $31,000.00
  });

  it("waits while a figure is not a number yet", () => {
    expect(liveOptionTotals(terms, option("forty"))).toBeUndefined();
    expect(liveOptionTotals(terms, option("10", "1.2345"))).toBeUndefined();
    expect(liveOptionTotals({ ...terms, taxRate: "6.6251" }, option("10"))).toBeUndefined();
  });
});
