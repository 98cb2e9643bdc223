/**
 * Proposal money, in integer cents end to end (docs/decisions/037-proposals-money-and-signatures.md).
 * Only the server calls `optionTotals` for what it stores, sends and signs; the console may call it
 * to show a figure while typing, and the server's answer replaces it. Each step rounds once, half
 * away from zero, to the cent: a line (quantity × unit price), the discount, the tax, the deposit.
 * Tax is charged once on the discounted subtotal, never per line, from the rate exactly as typed
 * (thousandths of a percent: New Jersey's 6.625 % is 6625, never rounded to 6.63 %).
 */

/** Quantities carry at most three decimals (12.5 squares, 0.125 of a lot): counted in thousandths. */
export const QUANTITY_SCALE = 1000;
/** Discount and deposit percentages are basis points: 10000 = 100 %, 250 = 2.5 %. */
export const BASIS_POINTS = 10_000;
/** The sales-tax rate is in thousandths of a percent ("millipercent"): 100000 = 100 %, 6625 = 6.625 %. */
export const MILLIPERCENT = 100_000;
/** The largest total a proposal may reach ($10,000,000.00), far inside a 32-bit integer column. */
export const MAX_TOTAL_CENTS = 1_000_000_000;

export interface LineItemMoney {
  quantity: number;
  unitPriceCents: number;
}

export type Adjustment = { kind: "percent"; basisPoints: number } | { kind: "amount"; cents: number };

export interface PricingTerms {
  discount: Adjustment | null;
  /** Thousandths of a percent: 6625 = 6.625 %. */
  taxRateMillipercent: number;
  deposit: Adjustment | null;
}

export interface OptionTotals {
  /** Each line's amount, in the order given. */
  lineCents: number[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  /** What is due after the deposit. */
  balanceCents: number;
}

/** numerator / denominator rounded half away from zero, exactly (BigInt: no float ever rounds). */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** The quantity in thousandths; undefined when it has more than three decimals. */
export function quantityThousandths(quantity: number): number | undefined {
  const scaled = Math.round(quantity * QUANTITY_SCALE);
  return Math.abs(scaled - quantity * QUANTITY_SCALE) < 1e-6 ? scaled : undefined;
}

export function lineCents(line: LineItemMoney): number {
  const thousandths = quantityThousandths(line.quantity);
  if (thousandths === undefined) throw new RangeError(`Quantity ${line.quantity} has more than three decimals`);
  return divideRounded(BigInt(thousandths) * BigInt(line.unitPriceCents), BigInt(QUANTITY_SCALE));
}

/** A share of `cents`: a percentage rounded to the cent, or an amount capped at `cents`. */
export function adjustmentCents(adjustment: Adjustment | null, cents: number): number {
  if (!adjustment) return 0;
  if (adjustment.kind === "amount") return Math.min(adjustment.cents, cents);
  return Math.min(divideRounded(BigInt(cents) * BigInt(adjustment.basisPoints), BigInt(BASIS_POINTS)), cents);
}

export function optionTotals(lines: readonly LineItemMoney[], terms: PricingTerms): OptionTotals {
  const amounts = lines.map(lineCents);
  const subtotalCents = amounts.reduce((sum, cents) => sum + cents, 0);
  const discountCents = adjustmentCents(terms.discount, subtotalCents);
  const taxable = subtotalCents - discountCents;
  const taxCents = divideRounded(BigInt(taxable) * BigInt(terms.taxRateMillipercent), BigInt(MILLIPERCENT));
  const totalCents = taxable + taxCents;
  const depositCents = adjustmentCents(terms.deposit, totalCents);
  return {
    lineCents: amounts,
    subtotalCents,
    discountCents,
    taxCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  };
}

const DOLLARS_AND_CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$18,450.25": the one way a proposal shows an amount of cents (page, e-mails, console). */
export function formatCents(cents: number): string {
  return DOLLARS_AND_CENTS.format(cents / 100);
}

/** "6.625%": a tax rate in thousandths of a percent as the owner typed it (no digit added or lost). */
export function formatTaxRate(millipercent: number): string {
  return `${(millipercent / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 })}%`;
}
