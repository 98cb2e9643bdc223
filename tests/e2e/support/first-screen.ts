/**
 * The first screen with only the inlined CSS against the first screen with the full stylesheet
 * (issue 24, decision 036d), for first-trip.test.ts (375 px) and first-trip-1280.test.ts (1280 px):
 * one file per width, so the two workers take them side by side.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect, it } from "vitest";
import { builtPages } from "../../../scripts/lib/built-pages";
import { openPage } from "./browser";

/** The built public pages (found by walking dist/). */
export const publicBuiltPages = async () => (await builtPages("dist")).filter((page) => page.kind === "public");

/** One page of each template: the inlined rules come from each page's own HTML. */
export async function samplePaths(): Promise<string[]> {
  const publicPages = await publicBuiltPages();
  const samples = ["/", "/about", "/services", "/contact", "/quote", "/blog", "/portfolio", "/privacy"];
  const article = publicPages.find((page) => page.urlPath.startsWith("/blog/") && page.indexable);
  const project = publicPages.find((page) => page.urlPath.startsWith("/portfolio/") && page.indexable);
  return [...samples, article?.urlPath, project?.urlPath].filter((path): path is string => Boolean(path));
}

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

/**
 * A colour step that no missing rule makes: Chromium's rasteriser may anti-alias a rounded corner
 * one step apart between two paints of the same page (one CI run: nine pixels at the corners of the
 * project page's card, each channel 1 apart). A rule the inlined CSS lacks moves text or changes a
 * colour by far more than this.
 */
const RASTER_NOISE = 8;

/** The pixels (as "x,y") where two screenshots differ by more than RASTER_NOISE in any channel; at most ten. */
async function pixelsApart(a: Buffer, b: Buffer): Promise<string[]> {
  const raw = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([raw(a), raw(b)]);
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    return [`size ${left.info.width}x${left.info.height} against ${right.info.width}x${right.info.height}`];
  }
  const apart: string[] = [];
  const { channels, width } = left.info;
  for (let at = 0; at < left.data.length && apart.length < 10; at += 1) {
    if (Math.abs(left.data[at]! - right.data[at]!) > RASTER_NOISE) {
      const pixel = Math.floor(at / channels);
      apart.push(`${pixel % width},${Math.floor(pixel / width)}`);
      at = (pixel + 1) * channels - 1;
    }
  }
  return apart;
}

/** One test per sample page: at `viewport`, the inlined CSS paints the first screen as the full stylesheet does. */
export function itPaintsTheFirstScreenAlike(
  name: string,
  viewport: { width: number; height: number },
  paths: string[],
): void {
  it.each(paths)(`%s at ${name}: the inlined CSS paints the first screen as the full stylesheet does`, async (path) => {
    const full = await firstScreen(path, viewport, false);
    const inlinedOnly = await firstScreen(path, viewport, true);
    expect(await pixelsApart(full, inlinedOnly), `${path} painted differently before its stylesheet loaded`).toEqual(
      [],
    );
  });
}
