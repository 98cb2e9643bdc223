/**
 * A slow phone for the early-typing files (lead-forms-early-typing*.test.ts, issue 24): 4× CPU
 * slowdown, DevTools' "Slow 4G", 375 px, typing with human delays as soon as the HTML is parsed.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { openPage, VIEWPORTS, type TestPage } from "./browser";
import { query } from "./leads";

/** Chrome DevTools' "Slow 4G" preset (bytes per second, milliseconds). */
const SLOW_4G = {
  offline: false,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
  latency: 562.5,
};

/** A phone-sized page on a slow CPU and network, on `path` as soon as its HTML is parsed, its form not yet awake. */
export async function openOnSlowPhone(path: string): Promise<TestPage> {
  const testPage = await openPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });
  const cdp = await testPage.page.context().newCDPSession(testPage.page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await testPage.page.goto(path, { waitUntil: "domcontentloaded" });
  // Honest only if the typing starts before the island is in charge.
  await expect(testPage.page.locator("form[data-hydrated]").count()).resolves.toBe(0);
  return testPage;
}

/** Types like a person: a click into the field, then one key at a time. */
export async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.click();
  await field.pressSequentially(value, { delay: 45 });
}

/**
 * Clicks `button` and returns the leads stored under `email`, read once the form's POST to
 * `endpoint` is answered: the plain form post (sent before hydration) and the island's JSON (after
 * it) both answer only after the lead is committed. (It polled the table every 500 ms before.)
 */
export async function sendAndRead(page: Page, button: string, endpoint: "/api/contact" | "/api/quotes", email: string) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === endpoint,
    { timeout: 60_000 },
  );
  await page.getByRole("button", { name: button }).click();
  await answered;
  const table = endpoint === "/api/contact" ? "contact_submissions" : "quotes";
  return query<Record<string, unknown>>(`select * from ${table} where email = $1`, [email]);
}
