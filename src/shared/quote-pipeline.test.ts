import { describe, expect, it } from "vitest";
import { formatDollars } from "./format";
import { quotePipeline } from "./quote-pipeline";

describe("quote pipeline", () => {
  it("counts open quotes and sums their estimates; closed quotes and missing estimates add nothing", () => {
    const pipeline = quotePipeline([
      { status: "new", estimatedValue: "18500.00" },
      { status: "quoted", estimatedValue: "0.10" },
      { status: "scheduled", estimatedValue: "0.20" },
      { status: "contacted", estimatedValue: null },
      { status: "completed", estimatedValue: "99000.00" },
      { status: "cancelled", estimatedValue: "5000.00" },
    ]);
    expect(pipeline).toEqual({ open: 4, value: 18500.3 });
    expect(formatDollars(pipeline.value)).toBe("$18,500");
  });

  it("is zero for no quotes", () => {
    expect(quotePipeline([])).toEqual({ open: 0, value: 0 });
    expect(formatDollars(0)).toBe("$0");
  });
});
