/**
 * The contract at 375 px (issue 31 items 1-2, decision 045): the owner's Settings → Contract form,
 * and a customer who signs and then cancels within three business days from the page, each screen
 * passing axe with no sideways scroll.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractConsoleStrings, contractStrings } from "../../src/shared/strings/contract";
import { proposalConsoleStrings } from "../../src/shared/strings/proposal-console";
import { proposalPageStrings as page$, SIGNATURE_CONSENT } from "../../src/shared/strings/proposals";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, VIEWPORTS, withPage } from "./support/browser";
import { quoteWithSentProposal } from "./support/proposals";
import { closeSuite, openOwnerSuite } from "./support/suite";

/** The e2e database and the owner's console page at 375 px. */
let suite: Awaited<ReturnType<typeof openOwnerSuite>>;
const tag = `Contract${Date.now().toString(36)}`;
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  suite = await openOwnerSuite();
});
afterAll(() => closeSuite({ session: suite?.owner, db: suite?.db }));

describe("the contract at 375 px", { timeout: 120_000 }, () => {
  it("shows Settings → Contract beside the proposal defaults, and saves it", async () => {
    const { page } = suite;
    await openAsDevAdmin(page, "/admin/email/templates");
    await page.getByRole("tab", { name: proposalConsoleStrings.defaults.tab }).click();
    const policy = page.getByLabel(contractConsoleStrings.fields.policyNumber, { exact: true });
    await policy.fill("DEMO-CGL-0001");
    await page.getByRole("button", { name: contractConsoleStrings.save }).click();
    await page.getByText(contractConsoleStrings.saved).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);
  });

  it("lets the customer sign and then cancel from the page, once, with a confirmation step", async () => {
    const { quoteId, link } = await quoteWithSentProposal(suite.db, suite.page, {
      firstName: "Harriet",
      tag,
      phone: "973-555-0152",
      address: "12 Elm Street",
      description: "Valleys leak.",
    });
    await withPage(
      async ({ page }) => {
        await page.goto(link);
        await page.getByRole("heading", { name: contractStrings.heading }).waitFor();
        await page.getByLabel(page$.accept.fullName).fill("Harriet Vane");
        await page.getByRole("checkbox", { name: SIGNATURE_CONSENT.text }).check();
        await page.getByRole("button", { name: page$.accept.submit }).click();
        await page.getByRole("heading", { name: page$.signed.heading }).waitFor({ timeout: 30_000 });
        await page.getByText(contractStrings.cancel.summary, { exact: true }).click();
        expect(await axeViolations(page)).toEqual([]);
        expect(await sideways(page)).toBe(0);
        await page.getByLabel(contractStrings.cancel.reason).fill("We sold the house.");
        await page.getByRole("button", { name: contractStrings.cancel.confirm }).dblclick();
        await page.getByRole("heading", { name: contractStrings.cancelled.heading }).waitFor({ timeout: 30_000 });
        expect(await page.getByRole("button", { name: contractStrings.cancel.confirm }).count()).toBe(0);
      },
      { viewport: VIEWPORTS.mobile },
    );
    const quote = await suite.db
      .selectFrom("quotes")
      .select(["status", "lostReason"])
      .where("id", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(quote).toEqual({ status: "cancelled", lostReason: "Cancelled by customer" });
    const rows = await suite.db.selectFrom("proposalCancellations").selectAll().execute();
    expect(rows.filter((row) => row.reason === "We sold the house.")).toHaveLength(1);
  });
});
