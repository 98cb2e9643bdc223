/**
 * An option's figures while the owner types, worked out by the same function the server stores and
 * the customer sees (`optionTotals`, integer cents), so the builder's "Total" is the customer's
 * total after discount and tax, never a subtotal. Undefined while a figure is not yet a number.
 */
import { optionTotals, type Adjustment, type OptionTotals } from "../../../../shared/proposals/money";
import { parseNumber, type AdjustmentKind, type OptionModel, type ProposalFormModel } from "./proposal-form";

/** A typed decimal as an integer count of 1/10^decimals, when it is exactly one. */
function scaled(value: string, decimals: number): number | undefined {
  const parsed = parseNumber(value);
  if (parsed === undefined) return undefined;
  const count = parsed * 10 ** decimals;
  return Math.abs(count - Math.round(count)) < 1e-6 ? Math.round(count) : undefined;
}

function adjustmentOf(kind: AdjustmentKind, value: string): Adjustment | null | undefined {
  if (kind === "none") return null;
  const amount = scaled(value, 2);
  if (amount === undefined) return undefined;
  return kind === "percent" ? { kind, basisPoints: amount } : { kind, cents: amount };
}

export function liveOptionTotals(
  model: Pick<ProposalFormModel, "discountKind" | "discount" | "taxRate" | "depositKind" | "deposit">,
  option: OptionModel,
): OptionTotals | undefined {
  const discount = adjustmentOf(model.discountKind, model.discount);
  const deposit = adjustmentOf(model.depositKind, model.deposit);
  const taxRateMillipercent = scaled(model.taxRate, 3);
  const lines = option.lineItems.map((line) => ({
    quantity: (scaled(line.quantity, 3) ?? NaN) / 1000,
    unitPriceCents: scaled(line.price, 2) ?? NaN,
  }));
  if (discount === undefined || deposit === undefined || taxRateMillipercent === undefined) return undefined;
  if (lines.some((line) => Number.isNaN(line.quantity) || Number.isNaN(line.unitPriceCents))) return undefined;
  return optionTotals(lines, { discount, taxRateMillipercent, deposit });
}
