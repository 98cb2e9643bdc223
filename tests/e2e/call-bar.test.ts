/**
 * The phones' sticky Call / Get Free Quote bar takes every tap on its buttons (issue 25): nothing
 * invisible (an empty toast region, for one) may lie over it. On every page with the bar, at
 * 375 px and once its islands have woken up, the centre and the lower quarter of each button hit
 * that button. One test per page (one phone page walks them all), so each page has its own time
 * budget: the walk of some 50 pages as one test outran its 60 s at load 20.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtPages } from "../../scripts/lib/built-pages";
import { closeBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";

const BAR = 'nav[aria-label="Call or request a quote"]';

const paths = (await builtPages("dist")).filter((page) => page.kind !== "admin").map((page) => page.urlPath);
const withBar: string[] = [];
let phone: TestPage;

beforeAll(async () => {
  phone = await openPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });
});
afterAll(async () => {
  await phone.close();
  await closeBrowser();
});

it.each(paths)("%s: every button of the call bar takes taps at its centre and in its lower quarter", async (path) => {
  const { page } = phone;
  await page.goto(path);
  if ((await page.locator(BAR).count()) === 0) return;
  withBar.push(path);
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
  const misses = await page.locator(BAR).evaluate((bar) =>
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
  expect(misses, path).toEqual([]);
});

it("finds the bar on the pages that must have it", () => {
  expect(withBar).toEqual(expect.arrayContaining(["/", "/contact", "/quote", "/blog"]));
});
