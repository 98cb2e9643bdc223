/**
 * The admin console's own frame (issue 25). At 1280 px each screen's heading and content start
 * where the top bar's content does, not at the window's left edge. At 375 × 812 (the owner's
 * phone) there is no public header, the screens fold behind Menu (keyboard too), lists are
 * cards with no sideways scrolling, and the first lead on the dashboard, the contact list and
 * Quote Management shows without scrolling. The quote and contact pages reach the customer in
 * one tap (tel:, sms:, mailto:, a map search).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { mapHref, oneLineAddress } from "../../src/shared/reach";
import { adminStrings } from "../../src/shared/strings/admin";
import { contactStrings } from "../../src/shared/strings/contacts";
import { closeBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInAsDevAdmin } from "./support/admin";
import { openE2eDatabase } from "./support/suite";
import { insertSampleLeads, SAMPLE_CONTACT, SAMPLE_QUOTE } from "./support/sample-leads";

const sessions: TestPage[] = [];
let db: Db;
let leads: Awaited<ReturnType<typeof insertSampleLeads>>;

/** A signed-in page at this size, on `path`. */
async function signedIn(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const session = await openPage({ viewport });
  sessions.push(session);
  await session.page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInAsDevAdmin(session.page);
  await session.page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  return session.page;
}

beforeAll(async () => {
  db = openE2eDatabase();
  leads = await insertSampleLeads(db);
});

afterAll(async () => {
  for (const session of sessions) await session.close();
  await closeBrowser();
  await db?.destroy();
});

describe("admin console layout at 1280 px", () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(VIEWPORTS.desktop, "/admin");
  });

  /** Left edge of the top bar's content: its container's box plus the container's own padding. */
  const headerContentLeft = () =>
    page.locator("header .container-page").evaluate((container) => {
      const style = getComputedStyle(container);
      return container.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    });

  const leftOf = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.x;

  for (const screen of [
    { path: "/admin", heading: adminStrings.dashboard.title },
    { path: "/admin/quotes", heading: adminStrings.quotes.title },
  ]) {
    it(`${screen.path}: the heading and the console navigation line up with the top bar's content`, async () => {
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

  it("moves keyboard focus to the new screen's heading once it is drawn, its code fetched with the route", async () => {
    await page.goto("/admin");
    await page.getByRole("heading", { name: adminStrings.dashboard.title, level: 1 }).waitFor();
    const nav = page.getByRole("navigation", { name: adminStrings.nav.label });
    await nav.getByRole("link", { name: "Contacts", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/contacts$/);
    // The contact list's heading, not its panel's (both say Contacts until the count arrives).
    const heading = page.getByRole("heading", { name: contactStrings.list.title, level: 1 });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("/admin/quotes: a long e-mail address stays inside its quote card", async () => {
    await page.goto("/admin/quotes");
    const card = page.getByRole("article").filter({ hasText: SAMPLE_QUOTE.email });
    await card.first().waitFor({ timeout: 30_000 });
    const overflowing = await card.evaluateAll((cards) =>
      cards
        .flatMap((element) => [element, ...element.querySelectorAll("dd")])
        .filter((e) => e.scrollWidth > e.clientWidth),
    );
    expect(overflowing).toHaveLength(0);
  });
});

describe("admin console on a phone (375 × 812)", () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(VIEWPORTS.mobile, "/admin");
  });

  /**
   * The box of `locator` lies wholly inside the window, as loaded (no scrolling). Measured in one step
   * in the page: the first lead may be another file's, and a list that refetches may draw a new first
   * row between two calls.
   */
  async function expectInFirstScreen(locator: ReturnType<Page["locator"]>) {
    await locator.waitFor({ timeout: 45_000 });
    const { scrollY, ...box } = await locator.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, scrollY: window.scrollY };
    });
    expect(scrollY).toBe(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  }

  const firstLead = {
    "/admin": () => page.getByRole("region", { name: contactStrings.waiting.heading }).getByRole("listitem").first(),
    "/admin/contacts": () =>
      page.getByRole("region", { name: contactStrings.list.tableLabel }).locator("tbody tr").first(),
    // A quote card is taller than a phone's window: its heading (the customer's name) must show.
    "/admin/quotes": () => page.getByRole("article").first().getByRole("heading").first(),
  };

  for (const [path, lead] of Object.entries(firstLead)) {
    it(`${path}: the first lead shows without scrolling, nothing scrolls sideways`, async () => {
      await page.goto(path);
      await expectInFirstScreen(lead());
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }

  it("folds the screens behind Menu: opened and closed with the keyboard, folded again on a new screen", async () => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: adminStrings.nav.label });
    const menu = nav.getByRole("button", { name: adminStrings.nav.openMenu });
    const contacts = nav.getByRole("link", { name: "Contacts" });
    await menu.waitFor();
    expect(await contacts.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press("Enter");
    await contacts.waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await contacts.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(adminStrings.nav.openMenu);
    await menu.click();
    await contacts.click();
    await page.waitForURL(/\/admin\/contacts$/);
    await contacts.waitFor({ state: "hidden" });
    await nav.getByRole("button", { name: adminStrings.nav.signOut }).waitFor({ state: "hidden" });
  });

  it("reaches a quote's customer by phone, text, e-mail and map in one tap", async () => {
    await page.goto(`/admin/quotes/${leads.quoteIds[0]}`);
    const name = `${SAMPLE_QUOTE.firstName} ${SAMPLE_QUOTE.lastName}`;
    const reach = page.getByRole("list", { name: adminStrings.reach.label(name) });
    await reach.waitFor({ timeout: 30_000 });
    const href = (label: string) => reach.getByRole("link", { name: label }).getAttribute("href");
    expect(await href(adminStrings.reach.callLabel(name, SAMPLE_QUOTE.phone))).toBe("tel:2015550187");
    expect(await href(adminStrings.reach.textLabel(name, SAMPLE_QUOTE.phone))).toBe("sms:2015550187");
    expect(await href(adminStrings.reach.emailLabel(name, SAMPLE_QUOTE.email))).toBe(`mailto:${SAMPLE_QUOTE.email}`);
    const address = oneLineAddress(SAMPLE_QUOTE);
    expect(await href(adminStrings.reach.mapLabel(address))).toBe(mapHref(address));
    await expectInFirstScreen(reach);
  });

  it("calls a contact with the extension they gave", async () => {
    await page.goto(`/admin/contacts/${leads.contactIds[0]}`);
    const name = `${SAMPLE_CONTACT.firstName} ${SAMPLE_CONTACT.lastName}`;
    const call = page.getByRole("link", { name: adminStrings.reach.callLabel(name, SAMPLE_CONTACT.phone) });
    await call.waitFor({ timeout: 30_000 });
    expect(await call.getAttribute("href")).toBe("tel:9735550142;ext=12");
  });
});
