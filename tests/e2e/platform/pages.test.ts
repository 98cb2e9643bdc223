/**
 * Every page of the build (found by walking dist/ after `netlify serve` built it, so pages from
 * any branch are covered): served with the security headers, carrying the hashed CSP <meta>, and
 * loading in Chromium with no CSP violation and — on public pages — no console error at all.
 */
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { builtPages } from "../../../scripts/lib/built-pages";
import { baseUrl, closeBrowser, openPage } from "../support/browser";
import { expectHashedCspMeta, expectNoCspViolations, expectSecurityHeaders, watchCsp } from "../support/security";

afterAll(closeBrowser);

const pages = await builtPages("dist");

/** Chromium logs the HTTP status of the document itself; expected on not-found pages. */
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

describe("every built page", () => {
  it("finds the pages of the build", () => {
    expect(pages.map((page) => page.urlPath)).toEqual(expect.arrayContaining(["/", "/404"]));
  });

  it.each(pages.map((page) => [page.urlPath, page] as const))("%s", async (urlPath, page) => {
    expectHashedCspMeta(await readFile(page.file, "utf8"), urlPath);

    const testPage = await openPage();
    try {
      await watchCsp(testPage.page);
      const response = await testPage.page.goto(urlPath, { waitUntil: "load" });
      if (page.kind !== "not-found") expect(response?.status(), urlPath).toBeLessThan(400);
      await expectSecurityHeaders(response, "page");
      if (page.kind === "admin") {
        // Signed out, the admin shell shows its toast and sends the visitor to sign in.
        await testPage.page.waitForURL(/\/login/, { timeout: 15_000 });
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
  });
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
