/**
 * The price book (issue 34 item 8): the owner's saved line items. A create carries an
 * Idempotency-Key, so a double tap or a retry adds one item; one item per description and unit
 * (case aside) answers a clash with 409 naming `description`. A proposal's line is a copy of an
 * item, never a reference, so removing an item deletes it and no proposal changes.
 */
import type { Db } from "../db/schema";
import { apiView, iso } from "../api-view";
import { isUniqueViolation } from "../db/errors";
import { runIdempotent } from "../intake/idempotency.service";
import { quantityThousandths } from "../../shared/proposals/money";
import { PRICE_BOOK_MAX, type PriceBookItem, type PriceBookItemInput } from "../../shared/schemas/price-book";
import { PriceBookFull, PriceBookItemNotFound, PriceBookItemTaken } from "./price-book-errors";
import {
  countItems,
  deleteItem,
  insertItem,
  listItems,
  updateItem,
  type PriceBookRow,
  type PriceBookValues,
} from "./price-book.repository";

const QUANTITY_SCALE = 1000;

function toView(row: PriceBookRow): PriceBookItem {
  return {
    ...apiView(row, ["id", "description", "unit", "unitPriceCents"]),
    defaultQuantity: row.defaultQuantityThousandths === null ? null : row.defaultQuantityThousandths / QUANTITY_SCALE,
    updatedAt: iso(row.updatedAt),
  };
}

/** The schema has checked the quantity's decimals, so it scales exactly. */
function valuesOf(input: PriceBookItemInput): PriceBookValues {
  return {
    description: input.description,
    unit: input.unit,
    unitPriceCents: input.unitPriceCents,
    defaultQuantityThousandths:
      input.defaultQuantity === null ? null : (quantityThousandths(input.defaultQuantity) ?? null),
  };
}

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "price_book_items_description_unit_key")) throw new PriceBookItemTaken();
    throw error;
  }
}

export async function listPriceBook(db: Db): Promise<PriceBookItem[]> {
  return (await listItems(db)).map(toView);
}

/** Adds an item; `replayed` when the key's first request added it already. */
export async function addPriceBookItem(
  db: Db,
  input: PriceBookItemInput,
  key: string | undefined,
): Promise<{ item: PriceBookItem; replayed: boolean }> {
  const { outcome, replayed } = await unique(() =>
    runIdempotent<PriceBookItem, null>(db, {
      scope: "price-book",
      key,
      request: input,
      work: async (trx) => {
        if ((await countItems(trx)) >= PRICE_BOOK_MAX) throw new PriceBookFull(PRICE_BOOK_MAX);
        return { outcome: toView(await insertItem(trx, valuesOf(input))), result: null };
      },
    }),
  );
  return { item: outcome, replayed };
}

export async function savePriceBookItem(
  db: Db,
  id: number,
  input: PriceBookItemInput,
  now: Date,
): Promise<PriceBookItem> {
  const saved = await unique(() => updateItem(db, id, valuesOf(input), now));
  if (!saved) throw new PriceBookItemNotFound(id);
  return toView(saved);
}

export async function removePriceBookItem(db: Db, id: number): Promise<{ deleted: true }> {
  if (!(await deleteItem(db, id))) throw new PriceBookItemNotFound(id);
  return { deleted: true };
}
