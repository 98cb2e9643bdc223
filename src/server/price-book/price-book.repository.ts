/** All SQL of the price book (issue 34 item 8). Functions take the database or a transaction. */
import type { Selectable } from "kysely";
import type { Db } from "../db/schema";
import type { PriceBookItemsTable } from "../db/price-book-tables";

export type PriceBookRow = Selectable<PriceBookItemsTable>;
export type PriceBookValues = Pick<
  PriceBookRow,
  "description" | "unit" | "unitPriceCents" | "defaultQuantityThousandths"
>;

/** Every item, by description (case aside), then unit. */
export function listItems(db: Db): Promise<PriceBookRow[]> {
  return db
    .selectFrom("priceBookItems")
    .selectAll()
    .orderBy((eb) => eb.fn("lower", ["description"]))
    .orderBy((eb) => eb.fn("lower", ["unit"]))
    .orderBy("id")
    .execute();
}

export async function countItems(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("priceBookItems")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function insertItem(db: Db, values: PriceBookValues): Promise<PriceBookRow> {
  return db.insertInto("priceBookItems").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateItem(db: Db, id: number, values: PriceBookValues, now: Date): Promise<PriceBookRow | undefined> {
  return db
    .updateTable("priceBookItems")
    .set({ ...values, updatedAt: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteItem(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("priceBookItems").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
