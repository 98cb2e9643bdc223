/**
 * The price book (issue 34 item 8): an item is what a proposal's line holds (work, unit, unit price
 * in cents) plus an optional default quantity, each checked by the very rule of the line item's
 * field, so any item makes a valid line. zod/mini, shared by the Settings form and the admin API.
 */
import "../zod-setup";
import "../zod-locale";
import { z } from "zod/mini";
import { forServer } from "./full-zod";
import { lineItemSchema } from "./proposal";

/** The most items the price book keeps (the picker filters them in the browser). */
export const PRICE_BOOK_MAX = 500;

const line = lineItemSchema.shape;

export const priceBookItemSchema = z.object({
  description: line.description,
  unit: line.unit,
  unitPriceCents: line.unitPriceCents,
  /** The quantity a picked line starts with; null: 1. */
  defaultQuantity: z.nullable(line.quantity),
});
export type PriceBookItemInput = z.infer<typeof priceBookItemSchema>;

/** An item as the admin API answers it. */
export type PriceBookItem = PriceBookItemInput & { id: number; updatedAt: string };

export const server = { item: forServer(priceBookItemSchema) };
