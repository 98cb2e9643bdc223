/**
 * The first round trip (issue 24, decision 036d), on the production build: every public page's
 * HTML plus its render-blocking CSS fits 14 KB gzipped (/quote 14.5, firstTripBudgetBytes), and what the inlined CSS paints before
 * the deferred stylesheet arrives is exactly the first screen the full stylesheet paints (so
 * nothing shifts and nothing changes when it arrives), at 375 and 1280 px.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { builtPages } from "../../scripts/lib/built-pages";
import { firstTripBudgetBytes, firstTripOf, formatFirstTrip } from "../../scripts/lib/first-trip";
import { closeBrowser, openPage, VIEWPORTS } from "./support/browser";

afterAll(closeBrowser);

const publicPages = (await builtPages("dist")).filter((page) => page.kind === "public");

describe("first round trip", () => {
  it.each(publicPages.map((page) => [page.urlPath, page] as const))("%s fits 14 KB", async (urlPath, page) => {
    const html = await readFile(page.file, "utf8");
    const trip = await firstTripOf(html, "dist");
    expect(trip.blockingCss, `${urlPath} holds its first paint for a stylesheet`).toEqual([]);
    expect(trip.gzipBytes, `${urlPath}: ${formatFirstTrip(trip)}`).toBeLessThanOrEqual(firstTripBudgetBytes(urlPath));
  });

  // One page of each template: the inlined rules come from each page's own HTML.
  const samples = ["/", "/about", "/services", "/contact", "/quote", "/blog", "/portfolio", "/privacy"];
  const article = publicPages.find((page) => page.urlPath.startsWith("/blog/") && page.indexable);
  const project = publicPages.find((page) => page.urlPath.startsWith("/portfolio/") && page.indexable);
  const paths = [...samples, article?.urlPath, project?.urlPath].filter((path): path is string => Boolean(path));

  /**
   * A screenshot once the page has stopped changing: two in a row alike. Under load a decoded
   * image or a font can reach the screen a frame or more after the promises above resolve; this
   * waits for that paint itself instead of comparing twice and hoping.
   */
  async function settledScreenshot(page: Page): Promise<Buffer> {
    let previous = await page.screenshot();
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const next = await page.screenshot();
      if (Buffer.compare(previous, next) === 0) return next;
      previous = next;
    }
    throw new Error(`${page.url()} kept changing for 30 s`);
  }

  /** The first screen without JavaScript, with or without the stylesheet files. */
  async function firstScreen(path: string, viewport: { width: number; height: number }, inlinedOnly: boolean) {
    const testPage = await openPage({ viewport, javaScriptEnabled: false });
    try {
      if (inlinedOnly) await testPage.page.route(/\/_astro\/[^/]+\.css$/, (route) => route.abort());
      await testPage.page.goto(path, { waitUntil: "load" });
      await testPage.page.evaluate(() => document.fonts.ready);
      // Every image in the first screen decoded (a project's photo could paint a frame late under
      // load: one CI run saw the desktop project page differ twice).
      await testPage.page.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < innerHeight)
            .map((image) => image.decode().catch(() => undefined)),
        ),
      );
      return await settledScreenshot(testPage.page);
    } finally {
      await testPage.close();
    }
  }

  it.each(
    Object.entries(VIEWPORTS).flatMap(([name, viewport]) => paths.map((path) => [path, name, viewport] as const)),
  )("%s at %s: the inlined CSS paints the first screen as the full stylesheet does", async (path, _name, viewport) => {
    const full = await firstScreen(path, viewport, false);
    const inlinedOnly = await firstScreen(path, viewport, true);
    expect(Buffer.compare(full, inlinedOnly), `${path} painted differently before its stylesheet loaded`).toBe(0);
  });
});
