/**
 * The price book's form model and its conversion to the API's item: people type the price in
 * dollars ("1,850.00") and the quantity as a decimal; the item holds integer cents and a number.
 * A value that is not a number is named as its field's error, then the shared schema (the one the
 * API applies) checks the item and its errors come back to the field they belong to. A picked
 * item becomes a builder line the same way round: a copy, editable like any typed line.
 */
import type { PriceBookItem, PriceBookItemInput } from "../../../shared/schemas/price-book";
import { priceBookItemSchema } from "../../../shared/schemas/price-book";
import { NOT_A_NUMBER, parseNumber, type LineModel } from "../quotes/proposals/proposal-form";

/** Settings' tab of the price book: E-mail → Templates opens on it with `?tab=price-book`. */
export const PRICE_BOOK_TAB = "price-book";

export interface ItemModel {
  description: string;
  unit: string;
  price: string;
  quantity: string;
}
export type ItemField = keyof ItemModel;

/** The form field each API field is typed in (the server names API fields). */
export const FORM_FIELD: Record<keyof PriceBookItemInput, ItemField> = {
  description: "description",
  unit: "unit",
  unitPriceCents: "price",
  defaultQuantity: "quantity",
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const BLANK_ITEM: ItemModel = { description: "", unit: "", price: "", quantity: "" };

export function itemModelOf(item: PriceBookItem): ItemModel {
  return {
    description: item.description,
    unit: item.unit,
    price: dollars(item.unitPriceCents),
    quantity: item.defaultQuantity === null ? "" : String(item.defaultQuantity),
  };
}

/** The form as the API's item, or the message of every field that stops it being one. */
export function toItemInput(model: ItemModel): {
  input?: PriceBookItemInput;
  errors: Partial<Record<ItemField, string>>;
} {
  const errors: Partial<Record<ItemField, string>> = {};
  const price = parseNumber(model.price);
  if (price === undefined) errors.price = NOT_A_NUMBER;
  const quantity = model.quantity.trim() === "" ? null : parseNumber(model.quantity);
  if (quantity === undefined) errors.quantity = NOT_A_NUMBER;
  const parsed = priceBookItemSchema.safeParse({
    description: model.description,
    unit: model.unit,
    unitPriceCents: Math.round((price ?? 0) * 100),
    defaultQuantity: quantity ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FORM_FIELD[issue.path[0] as keyof PriceBookItemInput];
      if (field) errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 || !parsed.success ? { errors } : { input: parsed.data, errors };
}

/** The builder's line for a picked item: its work, unit and price, and its quantity (1 without one). */
export function lineFromItem(item: PriceBookItem): LineModel {
  return {
    description: item.description,
    quantity: String(item.defaultQuantity ?? 1),
    unit: item.unit,
    price: dollars(item.unitPriceCents),
  };
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The items whose work or unit holds every word of `query` (case and accents aside), in order. */
export function matchingItems(items: readonly PriceBookItem[], query: string): PriceBookItem[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = folded(`${item.description} ${item.unit}`);
    return words.every((word) => haystack.includes(word));
  });
}
