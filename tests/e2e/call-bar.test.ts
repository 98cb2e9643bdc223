/**
 * The phones' sticky Call / Get Free Quote bar takes every tap on its buttons (issue 25): nothing
 * invisible (an empty toast region, for one) may lie over it. On every page with the bar, at
 * 375 px and once its islands have woken up, the centre and the lower quarter of each button hit
 * that button.
 */
import { afterAll, expect, it } from "vitest";
import { builtPages } from "../../scripts/lib/built-pages";
import { closeBrowser, openPage, VIEWPORTS } from "./support/browser";

afterAll(closeBrowser);

const BAR = 'nav[aria-label="Call or request a quote"]';

it("every button of the call bar takes taps at its centre and in its lower quarter", async () => {
  const paths = (await builtPages("dist")).filter((page) => page.kind !== "admin").map((page) => page.urlPath);
  const { page, close } = await openPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });
  const misses: string[] = [];
  const withBar: string[] = [];
  try {
    for (const path of paths) {
      await page.goto(path);
      if ((await page.locator(BAR).count()) === 0) continue;
      withBar.push(path);
      await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
      const pageMisses = await page.locator(BAR).evaluate((bar) =>
        [...bar.querySelectorAll("a")].flatMap((button) => {
          const box = button.getBoundingClientRect();
          return [
            ["centre", box.top + box.height / 2],
            ["lower quarter", box.bottom - box.height / 8],
          ].flatMap(([where, y]) => {
            const hit = document.elementFromPoint(box.left + box.width / 2, y as number);
            return hit?.closest("a") === button
              ? []
              : [`${button.textContent?.trim()} (${where}): ${hit?.tagName ?? "nothing"}.${hit?.className ?? ""}`];
          });
        }),
      );
      misses.push(...pageMisses.map((miss) => `${path} ${miss}`));
    }
  } finally {
    await close();
  }
  expect(withBar).toEqual(expect.arrayContaining(["/", "/contact", "/quote", "/blog"]));
  expect(misses).toEqual([]);
});
