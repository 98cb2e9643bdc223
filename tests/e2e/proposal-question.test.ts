/**
 * "Send my question" on the customer's proposal page at 375 px (issue 34 item 10): the customer
 * lands at the top of the page with the confirmation there, in view, focused for screen readers,
 * and the reminders wait for the owner's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { proposalPageStrings as page$ } from "../../src/shared/strings/proposals";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, VIEWPORTS, withPage, type TestPage } from "./support/browser";
import { quoteWithSentProposal } from "./support/proposals";
import { closeSuite, openOwnerSuite } from "./support/suite";

let db: Db;
let owner: TestPage;
const tag = `Ask${Date.now().toString(36)}`;

beforeAll(async () => {
  ({ db, owner } = await openOwnerSuite());
});
afterAll(() => closeSuite({ session: owner, db }));

describe("a customer's question on the proposal page", { timeout: 120_000 }, () => {
  it("confirms at the top of the page, in view and focused", async () => {
    await openAsDevAdmin(owner.page, "/admin");
    const { link } = await quoteWithSentProposal(db, owner.page, {
      firstName: "Beatrix",
      tag,
      phone: "973-555-0151",
      address: "9 Park Street",
      description: "A slipped slate over the porch.",
    });

    await withPage(
      async ({ page }) => {
        await page.goto(link);
        await page.getByText(page$.question.heading, { exact: true }).click();
        await page.getByLabel(page$.question.label).fill("Is the copper flashing included?");
        await page.getByRole("button", { name: page$.question.submit }).click();
        const banner = page.getByRole("status").filter({ hasText: page$.question.sent });
        await banner.waitFor({ timeout: 30_000 });
        expect(page.url()).toMatch(/\?asked#asked$/);
        await expect.poll(() => banner.evaluate((node) => node === document.activeElement)).toBe(true);
        // At the top, where the customer is: inside the first screen, above the proposal's heading.
        const box = (await banner.boundingBox())!;
        // The address ends in #asked: the page scrolls the banner to its top edge (sub-pixel).
        expect(box.y).toBeGreaterThanOrEqual(-1);
        expect(box.y + box.height).toBeLessThanOrEqual(667);
        const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        expect(box.y).toBeLessThan(heading.y);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await axeViolations(page)).toEqual([]);
      },
      { viewport: VIEWPORTS.mobile },
    );
  });
});
