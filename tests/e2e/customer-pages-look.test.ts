/**
 * The customer's pages wear the site's look (issue 34 item 13) and the service-area question reaches
 * /quote (item 16), at 375 and 1280 px. The proposal and booking pages open from a sent proposal's
 * link and the quote's booking link: the site's header (mark, wordmark, Call button) and dark footer,
 * the site's two fonts actually loaded under the pages' strict CSP (no violation), nothing scrolling
 * sideways, no axe violation. /quote's question is a plain form whose answer is drawn on
 * /services#check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { resetEnvForTests } from "../../src/server/env";
import { serviceAreaStrings as areaText } from "../../src/shared/service-area";
import { site } from "../../src/shared/site";
import { E2E_SESSION_SECRET } from "./support/e2e-env";
import { axeViolations, openPage, VIEWPORTS, withPage, type TestPage } from "./support/browser";
import { openAsDevAdmin } from "./support/admin";
import { proposalLinkFromOutbox, sendProposalThroughApi } from "./support/proposals";
import { insertFlowQuote } from "./support/sample-leads";
import { expectNoCspViolations, watchCsp } from "./support/security";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let owner: TestPage;
const tag = `Look${Date.now().toString(36)}`;
const links: { proposal?: string; booking?: string } = {};

beforeAll(async () => {
  db = openE2eDatabase();
  owner = await openPage({ viewport: VIEWPORTS.mobile });
  const quoteId = await insertFlowQuote(db, {
    firstName: "Cordelia",
    lastName: tag,
    email: `cordelia-${tag.toLowerCase()}@example.com`,
  });
  await openAsDevAdmin(owner.page, `/admin/quotes/${quoteId}`);
  await sendProposalThroughApi(owner.page, quoteId);
  links.proposal = await proposalLinkFromOutbox(db, quoteId);
  // The booking link is signed with the server's secret, as the phase-two e-mail prints it.
  process.env.SESSION_SECRET = E2E_SESSION_SECRET;
  resetEnvForTests();
  const { bookingLinkPath, leadToken } = await import("../../src/server/booking/booking-token");
  links.booking = bookingLinkPath(leadToken({ kind: "quote", id: quoteId }));
}, 120_000);
afterAll(() => closeSuite({ session: owner, db }));

for (const [name, viewport] of Object.entries(VIEWPORTS))
  describe(`the customer's pages at ${viewport.width} px (${name})`, { timeout: 60_000 }, () => {
    it.each(["proposal", "booking"] as const)(
      "the %s page carries the site's header, footer and fonts",
      async (kind) => {
        await withPage(
          async (testPage) => {
            const { page } = testPage;
            await watchCsp(page);
            const response = await page.goto(links[kind]!);
            expect(response?.status(), await response?.text()).toBe(200);
            const header = page.getByRole("banner");
            await expect
              .poll(() => header.getByRole("link", { name: new RegExp(site.name) }).count(), { timeout: 15_000 })
              .toBe(1);
            expect(await header.getByRole("link", { name: `Call ${site.phone.display}` }).isVisible()).toBe(true);
            const footer = page.getByRole("contentinfo");
            expect(await footer.getByText(site.email.address).count()).toBeGreaterThan(0);
            // The heading font and the text font load from this site under the page's CSP.
            await page.evaluate(() => document.fonts.ready);
            expect(await page.evaluate(() => document.fonts.check('600 16px "Fraunces"'))).toBe(true);
            expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
            expect(
              await page.getByRole("heading", { level: 1 }).evaluate((node) => getComputedStyle(node).fontFamily),
            ).toMatch(/^"?Fraunces/);
            await expectNoCspViolations(testPage);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow).toBeLessThanOrEqual(0);
            expect(await axeViolations(page)).toEqual([]);
          },
          { viewport },
        );
      },
    );
  });

describe("the service-area question on /quote", { timeout: 60_000 }, () => {
  it("answers a town on /services#check, where the same form answers a ZIP in place", async () => {
    await withPage(
      async ({ page }) => {
        await page.goto("/quote");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        const question = page.locator("form[action='/services#check']");
        await question.getByRole("textbox").fill("Montclair");
        await question.getByRole("button", { name: areaText.check }).click();
        await page.waitForURL(/\/services\?place=Montclair#check$/);
        const answer = page.locator("#check").getByRole("status");
        await expect.poll(() => answer.textContent()).toBe("Yes: we serve Montclair (Essex County, NJ).");
        await page.locator("#check").getByRole("textbox").fill("07960");
        await page.locator("#check").getByRole("button", { name: areaText.check }).click();
        await expect.poll(() => answer.textContent()).toBe("Yes: we serve Morristown (Morris County, NJ).");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
      { viewport: VIEWPORTS.mobile },
    );
  });
});
