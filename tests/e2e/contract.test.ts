/**
 * The contract at 375 px (issue 31 items 1-2, decision 045): the owner's Settings → Contract form,
 * and a customer who signs and then cancels within three business days from the page, each screen
 * passing axe with no sideways scroll; and a change order the owner writes on a signed contract from
 * the quote's page, signed by the customer at the same link (issue 31 item 3).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../src/shared/proposals/money";
import { changeOrderStrings as co } from "../../src/shared/strings/change-orders";
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

/** The customer opens the link and signs the proposal's one option. */
async function signAs(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByRole("heading", { name: contractStrings.heading }).waitFor();
  await page.getByLabel(page$.accept.fullName).fill(name);
  await page.getByRole("checkbox", { name: SIGNATURE_CONSENT.text }).check();
  await page.getByRole("button", { name: page$.accept.submit }).click();
  await page.getByRole("heading", { name: page$.signed.heading }).waitFor({ timeout: 30_000 });
}

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
        await signAs(page, link, "Harriet Vane");
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

  it("lets the owner issue a change order on a signed contract and the customer sign it at the same link", async () => {
    const { page } = suite;
    const { quoteId, link } = await quoteWithSentProposal(suite.db, page, {
      firstName: "Jasper",
      tag,
      phone: "973-555-0153",
      address: "14 Elm Street",
      description: "Decking soft under the valley.",
    });
    await withPage(async ({ page: customer }) => signAs(customer, link, "Jasper Hale"), { viewport: VIEWPORTS.mobile });
    await page.goto(`/admin/quotes/${quoteId}`);
    await page.getByRole("button", { name: co.console.issue }).click();
    await page.getByLabel(co.console.note).fill("Rotten decking found under the valley.");
    await page.getByRole("button", { name: proposalConsoleStrings.addLine }).click();
    await page.getByLabel(proposalConsoleStrings.line.description(1)).fill("Replace rotten decking");
    await page.getByLabel(proposalConsoleStrings.line.quantity(1)).fill("2");
    await page.getByLabel(proposalConsoleStrings.line.unit(1), { exact: true }).fill("sheet");
    await page.getByLabel(proposalConsoleStrings.line.price(1)).fill("95.00");
    await page.getByText(co.console.newTotal(269_000)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);
    await page.getByRole("button", { name: co.console.send }).dblclick();
    await page.getByText(co.console.status.sent).first().waitFor({ timeout: 30_000 });
    await withPage(
      async ({ page: customer }) => {
        await customer.goto(`${link}#change-order`);
        const section = customer.locator("#change-order");
        await section.getByRole("heading", { name: co.page.heading(1) }).waitFor();
        await section.getByLabel(page$.accept.fullName).fill("Jasper Hale");
        await section.getByRole("checkbox", { name: SIGNATURE_CONSENT.text }).check();
        expect(await axeViolations(customer)).toEqual([]);
        expect(await sideways(customer)).toBe(0);
        await section.getByRole("button", { name: co.page.submit }).click();
        const history = customer.locator("#contract-history");
        await history.getByText(co.page.heading(1)).waitFor({ timeout: 30_000 });
        expect(await history.getByText(formatCents(269_000)).count()).toBe(1);
      },
      { viewport: VIEWPORTS.mobile },
    );
    await page.reload();
    const signed = page.getByRole("row", { name: new RegExp(co.console.version("change-order", 1)) });
    await signed.getByText(formatCents(269_000)).waitFor({ timeout: 30_000 });
    const orders = await suite.db
      .selectFrom("changeOrders")
      .selectAll()
      .innerJoin("proposals", "proposals.id", "changeOrders.proposalId")
      .where("proposals.quoteId", "=", quoteId)
      .execute();
    expect(orders).toHaveLength(1);
  });
});
