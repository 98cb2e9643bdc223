/**
 * Every page of the build (found by walking dist/ after `netlify serve` built it, so pages from
 * any branch are covered): served with the security headers, carrying the hashed CSP <meta>, and
 * loading in Chromium with no CSP violation and — on public pages — no console error at all.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages, type BuiltPage } from "../../../scripts/lib/built-pages";
import { baseUrl, closeBrowser, launchBrowser, openPage } from "../support/browser";
import { expectHashedCspMeta, expectNoCspViolations, expectSecurityHeaders, watchCsp } from "../support/security";

// One browser for the file, launched before the pages below start side by side.
beforeAll(async () => {
  await launchBrowser();
});
afterAll(closeBrowser);

const pages = await builtPages("dist");

/**
 * The /blog/{slug} and /portfolio/{slug} not-found pages ask the site API for the slug in their
 * address; answered here with the API's 404 for a missing slug. On netlify serve that lookup is
 * five cold function calls: netlify-cli's proxy retries a 404 from a non-`/.netlify/functions`
 * path at `.html`, `.htm`, `/index.html` and `/index.htm` (alternativePathsFor in
 * netlify-cli/dist/utils/proxy.js), each a call to the function its `config.path` pattern still
 * matches: 15-25 s on a loaded machine, which the old 15 s `networkidle` wait let run out before
 * judging the page half drawn. What this file proves is the page's headers, CSP and console; the
 * lookup's answer is the API's (integration tests) and the page's behaviour the flow e2e's
 * (blog-portfolio.test.ts); the routing of the site API on netlify serve is smoke.test.ts's.
 */
async function answerSlugLookups(page: Page): Promise<void> {
  await page.route(/\/api\/(blog\/posts|projects)\/[^/?]+$/, (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: "Not found" }) }),
  );
}

/** A page's limit: five walk side by side, and the slowest waits for a cold function call. */
const PAGE_TEST_MS = 120_000;

/** Chromium logs the HTTP status of the document itself; expected on not-found pages. */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

async function checkPage(urlPath: string, page: BuiltPage): Promise<void> {
  expectHashedCspMeta(await readFile(page.file, "utf8"), urlPath);

  const testPage = await openPage();
  try {
    await watchCsp(testPage.page);
    if (page.kind === "not-found" && page.hasIslands) await answerSlugLookups(testPage.page);
    const response = await testPage.page.goto(urlPath, { waitUntil: "load" });
    if (page.kind !== "not-found") expect(response?.status(), urlPath).toBeLessThan(400);
    await expectSecurityHeaders(response, "page");
    if (page.kind === "admin") {
      // Signed out, the admin shell shows its toast and sends the visitor to sign in (after its
      // session check, a cold function call on netlify serve: 18 s at load 20 outran 15 s, and
      // 53 s at load 25 outran 45 s when the other pages were walked beside it).
      await testPage.page.waitForURL(/\/login/, { timeout: PAGE_TEST_MS - 20_000 });
    } else if (page.kind === "not-found" && page.hasIslands) {
      // The island has its answer: its loading status gave way to the section's not-found heading.
      await testPage.page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
      const loading = testPage.page.getByRole("status").filter({ hasText: /^Loading/ });
      await expect.poll(() => loading.count(), { timeout: 30_000 }).toBe(0);
    } else if (page.hasIslands) {
      // Let islands hydrate and their first requests settle before judging the console.
      await testPage.page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    }
    await expectNoCspViolations(testPage, urlPath);
    // Admin shells and not-found fallbacks ask the API for things a visitor may not have
    // (401s, 404s): for them only CSP violations count.
    if (page.kind === "public") expect(testPage.errors, `console errors on ${urlPath}`).toEqual([]);
    else expect(testPage.errors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  } finally {
    await testPage.close();
  }
}

describe("every built page", () => {
  it("finds the pages of the build", () => {
    expect(pages.map((page) => page.urlPath)).toEqual(expect.arrayContaining(["/", "/404"]));
  });

  const cases = (kind: (page: BuiltPage) => boolean) => pages.filter(kind).map((page) => [page.urlPath, page] as const);

  // The console shells one at a time, first: each waits for its session check, a cold function call on
  // netlify serve (5 s alone on a quiet machine; 85 s at load 14 with four other pages beside it).
  it.each(cases((page) => page.kind === "admin"))("%s", checkPage, PAGE_TEST_MS);

  /**
   * The other pages side by side (the config's maxConcurrency at a time), each in a browser context of
   * its own: a page's time is mostly waiting (its load, its islands' first requests settling), not
   * CPU, so one page at a time left the machine idle most of the file.
   */
  it.concurrent.each(cases((page) => page.kind !== "admin"))("%s", checkPage, PAGE_TEST_MS);
});

describe("other responses", () => {
  it("an unknown path gets the 404 page with status 404, the headers and no CSP violation", async () => {
    const testPage = await openPage();
    try {
      await watchCsp(testPage.page);
      const response = await testPage.page.goto("/no-such-page-here");
      expect(response?.status()).toBe(404);
      await expectSecurityHeaders(response, "not-found");
      await expectNoCspViolations(testPage);
      expect(testPage.errors.filter((message) => !DOCUMENT_404.test(message))).toEqual([]);
    } finally {
      await testPage.close();
    }
  });

  it("hashed assets under /_astro/ carry the security headers", async () => {
    const home = await readFile(pages.find((page) => page.urlPath === "/")!.file, "utf8");
    const asset = /(\/_astro\/[^"']+\.(?:css|js))/.exec(home)?.[1];
    expect(asset, "the home page links no /_astro/ asset").toBeTruthy();
    const testPage = await openPage();
    try {
      await expectSecurityHeaders(await testPage.page.request.get(`${baseUrl()}${asset}`), "asset");
    } finally {
      await testPage.close();
    }
  });

  it("function responses carry the API headers", async () => {
    const testPage = await openPage();
    try {
      await expectSecurityHeaders(await testPage.page.request.get(`${baseUrl()}/api/health`), "api");
    } finally {
      await testPage.close();
    }
  });
});
