/**
 * The first round trip (issue 24, decision 036d), on the production build: every public page's
 * HTML plus its render-blocking CSS fits 14 KB gzipped (/quote 14.5, firstTripBudgetBytes), and what
 * the inlined CSS paints before the deferred stylesheet arrives is exactly the first screen the full
 * stylesheet paints (so nothing shifts and nothing changes when it arrives), at 375 px here and at
 * 1280 px in first-trip-1280.test.ts (support/first-screen.ts).
 */
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { firstTripBudgetBytes, firstTripOf, formatFirstTrip } from "../../scripts/lib/first-trip";
import { closeBrowser, VIEWPORTS } from "./support/browser";
import { itPaintsTheFirstScreenAlike, publicBuiltPages, samplePaths } from "./support/first-screen";

afterAll(closeBrowser);

const publicPages = await publicBuiltPages();
const paths = await samplePaths();

describe("first round trip", () => {
  it.each(publicPages.map((page) => [page.urlPath, page] as const))("%s fits 14 KB", async (urlPath, page) => {
    const html = await readFile(page.file, "utf8");
    const trip = await firstTripOf(html, "dist");
    expect(trip.blockingCss, `${urlPath} holds its first paint for a stylesheet`).toEqual([]);
    expect(trip.gzipBytes, `${urlPath}: ${formatFirstTrip(trip)}`).toBeLessThanOrEqual(firstTripBudgetBytes(urlPath));
  });

  itPaintsTheFirstScreenAlike("mobile", VIEWPORTS.mobile, paths);
});
