/**
 * A slow phone for the early-typing files (lead-forms-early-typing*.test.ts, issue 24): 4× CPU
 * slowdown, DevTools' "Slow 4G", 375 px, typing with human delays as soon as the HTML is parsed.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { openPage, VIEWPORTS, type TestPage } from "./browser";
import { query } from "./leads";

/**
 * A slow-phone test's time limit: the page, the typing and the send on a CPU slowed 4× on top of the
 * machine's load (the /quote test outran 60 s at load 32; 43 s at load 25).
 */
export const SLOW_PHONE_TEST_MS = 150_000;

/** Chrome DevTools' "Slow 4G" preset (bytes per second, milliseconds). */
const SLOW_4G = {
  offline: false,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
  latency: 562.5,
};

/**
 * A phone-sized page on a slow CPU and network, on `path` as soon as its HTML is parsed, its form not
 * yet awake. The page's scripts are held until `wake()`, which the test calls once it has started
 * typing: the test is honest only if the typing starts before the island is in charge, and at load 30
 * the island sometimes woke before the test could look (the page's own timing decides the rest).
 */
export async function openOnSlowPhone(path: string): Promise<TestPage & { wake: () => void }> {
  const testPage = await openPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });
  const cdp = await testPage.page.context().newCDPSession(testPage.page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  let wake!: () => void;
  const awake = new Promise<void>((resolve) => (wake = resolve));
  await testPage.page.route(/\/_astro\/[^?]+\.js$/, async (route) => {
    await awake;
    await route.continue();
  });
  await testPage.page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(testPage.page.locator("form[data-hydrated]").count()).resolves.toBe(0);
  return { ...testPage, wake };
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
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === endpoint,
    { timeout: SLOW_PHONE_TEST_MS },
  );
  await page.getByRole("button", { name: button }).click();
  // The island's 201, or the plain post's 303 to the thank-you page (the request's own response).
  expect(await (await posted).response(), `no answer to the POST to ${endpoint}`).not.toBeNull();
  const table = endpoint === "/api/contact" ? "contact_submissions" : "quotes";
  return query<Record<string, unknown>>(`select * from ${table} where email = $1`, [email]);
}
