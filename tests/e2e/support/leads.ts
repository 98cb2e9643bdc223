/** Helpers of the lead-form tests: the e2e database, and filling fields by their labels. */
import pg from "pg";
import type { Page } from "playwright-core";
import { e2eDatabaseUrl } from "./browser";

/** Rows from the e2e database (the one the served functions write to). */
export async function query<T>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Types each value into the text field labelled with its key, in order. */
export async function fillByLabel(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}
