/**
 * The price book end to end (issue 34 item 8), in Chromium at 375 px against the production build:
 * the owner adds an item under Settings (E-mail → Templates → Price book), a wrong price named
 * beside its field and a double tap adding one item; then, in a new proposal on a quote's page,
 * opens "Add from the price book" beside the option's lines, narrows the list by typing and adds
 * the item by keyboard: a line with its work, unit, price and quantity, still editable, saved with
 * the owner's change. No sideways scroll, axe-clean with the form's errors and with the picker open.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { NOT_A_NUMBER } from "../../src/islands/admin/quotes/proposals/proposal-form";
import { adminPaths } from "../../src/islands/admin/router";
import { proposalConsoleStrings as builder } from "../../src/shared/strings/proposal-console";
import { itemPrice, priceBookStrings } from "../../src/shared/strings/price-book";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, type TestPage } from "./support/browser";
import { insertFlowQuote } from "./support/sample-leads";
import { closeSuite, openOwnerSuite } from "./support/suite";

const text = priceBookStrings;
let db: Db;
let owner: TestPage;
let page: Page;
const tag = `PB${Date.now().toString(36)}`;
const work = `Slate relay, Vermont grey ${tag}`;

const sidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

beforeAll(async () => ({ db, owner, page } = await openOwnerSuite()));

afterAll(() => closeSuite({ session: owner, db }));

describe("the price book", { timeout: 60_000 }, () => {
  it("takes an item in Settings: a wrong price is named, a double tap adds one", async () => {
    await openAsDevAdmin(page, adminPaths.emailTemplates);
    await page.getByRole("tab", { name: text.settings.tab }).click();
    const panel = page.getByRole("region", { name: text.settings.heading });
    await panel.getByRole("button", { name: text.settings.add }).click();
    const form = panel.getByRole("form", { name: text.settings.newItem });
    await form.getByRole("textbox", { name: text.settings.description, exact: true }).fill(work);
    await form.getByRole("textbox", { name: text.settings.unit, exact: true }).fill("sq");
    await form.getByRole("textbox", { name: text.settings.price, exact: true }).fill("eighteen fifty");
    await form.getByRole("textbox", { name: text.settings.quantity, exact: true }).fill("12.5");
    await form.getByRole("button", { name: text.settings.save }).click();
    await form.getByText(NOT_A_NUMBER).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole("textbox", { name: text.settings.price, exact: true }).fill("1,850");
    await form.getByRole("button", { name: text.settings.save }).dblclick();
    const list = panel.getByRole("list", { name: text.settings.listLabel });
    await list.getByText(work).waitFor();
    await list.getByText(`${itemPrice(185_000, "sq")} · ${text.settings.defaultQuantity(12.5)}`).waitFor();
    // The form stays open, emptied, for the next item.
    expect(await form.getByRole("textbox", { name: text.settings.description, exact: true }).inputValue()).toBe("");
    const rows = await db.selectFrom("priceBookItems").selectAll().where("description", "=", work).execute();
    expect(rows).toMatchObject([{ unit: "sq", unitPriceCents: 185_000, defaultQuantityThousandths: 12_500 }]);
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  });

  it("adds the item to a proposal's option by keyboard, as an editable copy", async () => {
    const quoteId = await insertFlowQuote(db, {
      firstName: "Agnes",
      lastName: tag,
      email: `agnes-${tag}@example.com`,
      description: "Slipped slates over the porch.",
    });
    await page.goto(adminPaths.quote(quoteId));
    await page.getByRole("button", { name: builder.create }).click();
    await page.getByRole("button", { name: builder.addOption }).click();
    await page.getByLabel(builder.optionTitle(0), { exact: true }).fill("Repair the porch roof");

    const toggle = page.getByRole("button", { name: text.picker.open(0) });
    await toggle.click();
    const picker = page.getByRole("group", { name: text.picker.open(0) });
    const search = picker.getByLabel(text.picker.search(0));
    await search.waitFor();
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await search.fill(`vermont ${tag.toLowerCase()}`);
    await picker
      .getByRole("status")
      .filter({ hasText: text.picker.results(1) })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysScroll()).toBeLessThanOrEqual(0);

    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await picker
      .getByRole("status")
      .filter({ hasText: text.picker.added(work, 1) })
      .waitFor();
    const lines = page.getByRole("group", { name: builder.lines(0) });
    const field = (label: string) => lines.getByLabel(label, { exact: true });
    expect(await field(builder.line.description(1)).inputValue()).toBe(work);
    expect(await field(builder.line.quantity(1)).inputValue()).toBe("12.5");
    expect(await field(builder.line.unit(1)).inputValue()).toBe("sq");
    expect(await field(builder.line.price(1)).inputValue()).toBe("1850.00");
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    // The copy is the owner's to change; the blank first line goes.
    await field(builder.line.price(1)).fill("1,900");
    await lines.getByRole("button", { name: builder.line.remove(0) }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 30_000 });
    const draft = await db
      .selectFrom("proposals")
      .select("content")
      .where("quoteId", "=", quoteId)
      .executeTakeFirstOrThrow();
    expect(draft.content.options[0]!.lineItems).toEqual([
      { description: work, quantity: 12.5, unit: "sq", unitPriceCents: 190_000 },
    ]);
  });
});
