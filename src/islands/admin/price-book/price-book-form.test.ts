import { describe, expect, it } from "vitest";
import type { PriceBookItem } from "../../../shared/schemas/price-book";
import { NOT_A_NUMBER } from "../quotes/proposals/proposal-form";
import { itemModelOf, lineFromItem, matchingItems, toItemInput } from "./price-book-form";

const item = (
  id: number,
  description: string,
  unit: string,
  unitPriceCents = 100,
  defaultQuantity: number | null = null,
): PriceBookItem => ({
  id,
  description,
  unit,
  unitPriceCents,
  defaultQuantity,
  updatedAt: "2026-11-28T12:00:00.000Z",
});

describe("the price book form", () => {
  it("turns dollars and a decimal quantity into the API's item, a blank quantity into none", () => {
    expect(toItemInput({ description: " Slate relay ", unit: "sq", price: "$1,850.50", quantity: "12.5" })).toEqual({
      input: { description: "Slate relay", unit: "sq", unitPriceCents: 185_050, defaultQuantity: 12.5 },
      errors: {},
    });
    expect(
      toItemInput({ description: "Set-up", unit: "", price: "1500", quantity: " " }).input?.defaultQuantity,
    ).toBeNull();
  });

  it("names every field that stops it being an item, with the schema's messages", () => {
    expect(toItemInput({ description: "", unit: "x".repeat(21), price: "abc", quantity: "1.2345" }).errors).toEqual({
      description: "Required",
      unit: expect.stringMatching(/20/),
      price: NOT_A_NUMBER,
      quantity: "At most three decimals",
    });
    expect(toItemInput({ description: "Relay", unit: "sq", price: "10", quantity: "two" }).errors).toEqual({
      quantity: NOT_A_NUMBER,
    });
    expect(toItemInput({ description: "Relay", unit: "sq", price: "10", quantity: "0" }).errors.quantity).toBeTruthy();
  });

  it("shows a stored item in the form as typed, and copies it into a builder line", () => {
    const relay = item(1, "Slate relay", "sq", 185_000, 12.5);
    expect(itemModelOf(relay)).toEqual({ description: "Slate relay", unit: "sq", price: "1850.00", quantity: "12.5" });
    expect(lineFromItem(relay)).toEqual({ description: "Slate relay", quantity: "12.5", unit: "sq", price: "1850.00" });
    expect(lineFromItem(item(2, "Set-up", "lot", 150_000)).quantity).toBe("1");
  });

  it("finds items holding every typed word, in the work or the unit, case and accents aside", () => {
    const items = [
      item(1, "Slate relay, Vermont grey", "sq"),
      item(2, "Copper valley", "ft"),
      item(3, "Façade flashing", "ft"),
    ];
    expect(matchingItems(items, "").map((found) => found.id)).toEqual([1, 2, 3]);
    expect(matchingItems(items, "  SLATE ").map((found) => found.id)).toEqual([1]);
    expect(matchingItems(items, "ft facade").map((found) => found.id)).toEqual([3]);
    expect(matchingItems(items, "copper sq")).toEqual([]);
  });
});
