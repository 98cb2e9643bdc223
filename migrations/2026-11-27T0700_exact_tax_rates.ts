/**
 * Exact tax rates (issue 34 item 7): a proposal's sales-tax rate moves from basis points
 * (`taxRateBps`, 663 = 6.63 %) to thousandths of a percent (`taxRateMillipercent`, 6625 = 6.625 %),
 * so New Jersey's 6.625 % is kept as typed. Only the editable `content` changes: a sent version's
 * `frozen` document is what the customer saw and signed, hashed, and stays as it is (the code reads
 * its old field). A rate already rounded to 6.63 % stays 6.63 %: the typed digit is gone.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update proposals
    set content = (content - 'taxRateBps')
      || jsonb_build_object('taxRateMillipercent', (content->>'taxRateBps')::integer * 10)
    where content ? 'taxRateBps'
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  // Back to basis points, rounded half up (6.625 % becomes 6.63 % again, as before).
  await sql`
    update proposals
    set content = (content - 'taxRateMillipercent')
      || jsonb_build_object('taxRateBps', round((content->>'taxRateMillipercent')::integer / 10.0)::integer)
    where content ? 'taxRateMillipercent'
  `.execute(db);
}
