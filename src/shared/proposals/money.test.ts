import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustmentCents,
  divideRounded,
  formatCents,
  formatTaxRate,
  lineCents,
  optionTotals,
  quantityThousandths,
} from "./money";

const price = fc.integer({ min: 0, max: 10_000_000 });
const quantity = fc.integer({ min: 1, max: 100_000 }).map((thousandths) => thousandths / 1000);
const line = fc.record({ quantity, unitPriceCents: price });
const rate = fc.integer({ min: 0, max: 10_000 });
const adjustment = fc.option(
  fc.oneof(
    rate.map((basisPoints) => ({ kind: "percent" as const, basisPoints })),
    price.map((cents) => ({ kind: "amount" as const, cents })),
  ),
  { nil: null },
);
const terms = fc.record({
  discount: adjustment,
  taxRateMillipercent: fc.integer({ min: 0, max: 25_000 }),
  deposit: adjustment,
});

describe("proposal money", () => {
  it("rounds half away from zero, exactly", () => {
    expect(divideRounded(5n, 10n)).toBe(1);
    expect(divideRounded(4n, 10n)).toBe(0);
    expect(divideRounded(15n, 10n)).toBe(2);
    expect(divideRounded(-15n, 10n)).toBe(-2);
    expect(divideRounded(25n, 10n)).toBe(3);
  });

  it("prices a line: 12.5 squares at $1,234.57 is $15,432.13 (15,432.125 rounded up)", () => {
    expect(lineCents({ quantity: 12.5, unitPriceCents: 123_457 })).toBe(1_543_213);
    expect(lineCents({ quantity: 0.001, unitPriceCents: 499 })).toBe(0);
    expect(lineCents({ quantity: 0.001, unitPriceCents: 500 })).toBe(1);
    expect(() => lineCents({ quantity: 1.0005, unitPriceCents: 100 })).toThrow(RangeError);
  });

  it("taxes the discounted subtotal once, then takes the deposit from the total", () => {
    const totals = optionTotals(
      [
        { quantity: 1, unitPriceCents: 1_000_000 },
        { quantity: 3, unitPriceCents: 33_333 },
      ],
      {
        discount: { kind: "percent", basisPoints: 500 },
        taxRateMillipercent: 6625,
        deposit: { kind: "percent", basisPoints: 3000 },
      },
    );
    expect(totals).toEqual({
      lineCents: [1_000_000, 99_999],
      subtotalCents: 1_099_999,
      discountCents: 55_000, // 54,999.95 rounded
      taxCents: 69_231, // 6.625 % of 1,044,999 = 69,231.18
      totalCents: 1_114_230,
      depositCents: 334_269, // 30 % = 334,269
      balanceCents: 779_961,
    });
  });

  it("taxes at New Jersey's 6.625 % exactly: $2,100.60 on $31,707.17, not 6.63 %'s $2,102.19", () => {
    const totals = optionTotals([{ quantity: 1, unitPriceCents: 3_170_717 }], {
      discount: null,
      taxRateMillipercent: 6625,
      deposit: null,
    });
    expect(totals.taxCents).toBe(210_060); // 210,060.00125 rounded
    expect(totals.totalCents).toBe(3_380_777);
    expect(formatTaxRate(6625)).toBe("6.625%");
    expect(formatTaxRate(7000)).toBe("7%");
    expect(formatTaxRate(8875)).toBe("8.875%");
  });

  it("rounds the tax half away from zero, once, on the discounted subtotal", () => {
    // 6.625 % of $1.00 = 6.625 cents → 7; of $10.00 less a 25-cent discount: 64.59375 → 65.
    const terms = { discount: null, taxRateMillipercent: 6625, deposit: null };
    expect(optionTotals([{ quantity: 1, unitPriceCents: 100 }], terms).taxCents).toBe(7);
    const discounted = { ...terms, discount: { kind: "amount" as const, cents: 25 } };
    expect(optionTotals([{ quantity: 1, unitPriceCents: 1000 }], discounted).taxCents).toBe(65);
  });

  it("keeps every figure an integer and the parts adding up, whatever the input", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), terms, (lines, pricing) => {
        const totals = optionTotals(lines, pricing);
        for (const value of Object.values(totals).flat()) expect(Number.isInteger(value)).toBe(true);
        expect(totals.subtotalCents).toBe(totals.lineCents.reduce((a, b) => a + b, 0));
        expect(totals.discountCents).toBeGreaterThanOrEqual(0);
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents);
        expect(totals.depositCents).toBeLessThanOrEqual(totals.totalCents);
        expect(totals.balanceCents).toBe(totals.totalCents - totals.depositCents);
        const exactTax = ((totals.subtotalCents - totals.discountCents) * pricing.taxRateMillipercent) / 100_000;
        expect(Math.abs(totals.taxCents - exactTax)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("rounds each line within half a cent of the exact product", () => {
    fc.assert(
      fc.property(line, (item) => {
        const thousandths = quantityThousandths(item.quantity)!;
        const exact = (thousandths * item.unitPriceCents) / 1000;
        expect(Math.abs(lineCents(item) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("never takes more than the whole as a discount or deposit", () => {
    fc.assert(
      fc.property(adjustment, price, (adjust, cents) => {
        const taken = adjustmentCents(adjust, cents);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(taken).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it("formats cents as dollars", () => {
    expect(formatCents(1_845_025)).toBe("$18,450.25");
    expect(formatCents(5)).toBe("$0.05");
  });
});
