/** Table type of the price book (issue 34 item 8): the owner's saved line items. */
import type { Generated } from "kysely";
import type { CreatedAt, Timestamp } from "./job-tables";

export interface PriceBookItemsTable {
  id: Generated<number>;
  description: string;
  unit: string;
  unitPriceCents: number;
  /** The quantity a picked line starts with, in thousandths (12.5 → 12500); null: 1. */
  defaultQuantityThousandths: number | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface PriceBookTables {
  priceBookItems: PriceBookItemsTable;
}
