/**
 * The price book (issue 34 item 8): the owner's saved line items (work, unit, unit price, an
 * optional default quantity) picked into a proposal's lines in one tap. A picked line is a copy,
 * so no proposal refers to an item and a removed item is deleted, not archived. Money is integer
 * cents and a quantity integer thousandths, within the proposal's own limits; one item per
 * description and unit, whatever the case, so the picker never offers two alike.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("price_book_items")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("description", "varchar(500)", (c) => c.notNull().check(sql`length(description) > 0`))
    .addColumn("unit", "varchar(20)", (c) => c.notNull().defaultTo(""))
    .addColumn("unit_price_cents", "integer", (c) => c.notNull().check(sql`unit_price_cents between 0 and 100000000`))
    .addColumn("default_quantity_thousandths", "integer", (c) =>
      c.check(sql`default_quantity_thousandths between 1 and 100000000`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index price_book_items_description_unit_key on price_book_items (lower(description), lower(unit))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("price_book_items").execute();
}
