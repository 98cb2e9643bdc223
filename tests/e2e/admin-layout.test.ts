/**
 * The admin console keeps the page margins: at 1280 px each screen's heading and content start
 * where the site header's content does, not at the window's left edge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEV_ADMIN } from "../../src/server/seed/seed";
import { adminStrings } from "../../src/shared/strings/admin";
import { closeBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";

let session: TestPage;
let page: Page;

beforeAll(async () => {
  session = await openPage({ viewport: VIEWPORTS.desktop });
  page = session.page;
  await page.goto("/login?next=%2Fadmin");
  await page.getByLabel("Email").fill(DEV_ADMIN.email);
  await page.getByLabel("Password").fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin$/);
});

afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

/** Left edge of the header's content: its container's box plus the container's own padding. */
const headerContentLeft = () =>
  page.locator("header .container-page").evaluate((container) => {
    const style = getComputedStyle(container);
    return container.getBoundingClientRect().left + parseFloat(style.paddingLeft);
  });

const leftOf = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.x;

describe("admin console layout at 1280 px", () => {
  for (const screen of [
    { path: "/admin", heading: adminStrings.dashboard.title },
    { path: "/admin/quotes", heading: adminStrings.quotes.title },
  ]) {
    it(`${screen.path}: the heading and the console navigation line up with the header's content`, async () => {
      await page.goto(screen.path);
      const heading = page.getByRole("heading", { name: screen.heading, level: 1 });
      await heading.waitFor();
      const left = await headerContentLeft();
      // 1280 px is wider than the container, so the margin is real, not the padding alone.
      expect(left).toBeGreaterThan(40);
      expect(Math.abs((await leftOf(heading)) - left)).toBeLessThanOrEqual(1);
      const nav = page.getByRole("navigation", { name: adminStrings.nav.label });
      expect(Math.abs((await leftOf(nav)) - left)).toBeLessThanOrEqual(1);
    });
  }
});
