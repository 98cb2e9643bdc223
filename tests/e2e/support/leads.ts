/** Helpers of the lead-form tests: the e2e database, and filling fields by their labels. */
import pg from "pg";
import type { Page } from "playwright-core";
import { MIN_FILL_TIME_MS } from "../../../src/shared/schemas/lead-fields";
import { quoteFormStrings } from "../../../src/shared/strings/leads";
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

/**
 * Waits until the server will measure a human pace for the page's form: its form token is
 * MIN_FILL_TIME_MS old. The token's issue time is bounded by the end of the page's last
 * /api/form-token response (resource timing, on this machine's clock), so this waits exactly
 * until then, and not at all when the form has been open long enough.
 */
export async function untilHumanPace(page: Page): Promise<void> {
  await page.waitForFunction(
    (minFillMs) => {
      const fetched = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/api/form-token")
        .at(-1) as PerformanceResourceTiming | undefined;
      return fetched !== undefined && performance.timeOrigin + fetched.responseEnd + minFillMs <= Date.now();
    },
    MIN_FILL_TIME_MS,
    { timeout: 30_000, polling: 100 },
  );
}

/** Picks the quote form's project type, waits until the visitor's pace is human, and sends the form. */
export async function sendQuoteForm(page: Page, projectType = "repair"): Promise<void> {
  await page.getByLabel(quoteFormStrings.labels.projectType).selectOption(projectType);
  await untilHumanPace(page);
  await page.getByRole("button", { name: quoteFormStrings.submit }).click();
}
