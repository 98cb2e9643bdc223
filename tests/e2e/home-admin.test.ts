/**
 * The home page by who is looking, in Chromium against the production build: a signed-out visitor
 * gets the quiet 'Sign In to Continue' link and no admin strip (and no request for it); the
 * signed-in admin gets the strip of console counts with its links and no sign-in link, axe-clean
 * (signed out: axe-sweep-*.test.ts). The strip draws the counts the summary API answered; that
 * each count moves with exactly its rows is tests/integration/admin-summary.test.ts's (other files
 * add leads and drafts while this one runs). Then an admin action whose session has ended shows
 * the logged-out toast (not the action's own failure toast) and goes to /api/login 500 ms later.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeSignIn } from "../../src/components/home/sign-in";
import type { Db } from "../../src/server/db/schema";
import {
  ADMIN_SUMMARY_LABEL,
  ADMIN_SUMMARY_URL,
  adminSummaryItems,
  type AdminSummary,
} from "../../src/shared/admin-summary";
import { adminStrings } from "../../src/shared/strings/admin";
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from "../../src/islands/admin/api";
import { axeViolations, openPage, recordStatusMessages, type TestPage } from "./support/browser";
import { endPageSession, signInAsDevAdmin } from "./support/admin";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let session: TestPage;
let page: Page;
const summaryRequests: string[] = [];

beforeAll(async () => {
  db = openE2eDatabase();
  session = await openPage();
  page = session.page;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === ADMIN_SUMMARY_URL) summaryRequests.push(request.url());
  });
});

afterAll(async () => {
  await closeSuite({ session, db });
});

const strip = () => page.getByRole("region", { name: ADMIN_SUMMARY_LABEL });
const signInLink = () => page.getByRole("link", { name: homeSignIn.label });

async function insertContact(name: string) {
  const [firstName = "", lastName = ""] = name.split(" ");
  return db
    .insertInto("contactSubmissions")
    .values({
      firstName,
      lastName,
      email: "visitor@example.com",
      serviceType: null,
      message: "Slates down after the storm.",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

describe("home page for a signed-out visitor", () => {
  it("shows 'Sign In to Continue' to /api/login in the closing section and no admin strip", async () => {
    await page.goto("/");
    const closing = page.locator("section[aria-labelledby=closing-call]");
    const link = closing.getByRole("link", { name: homeSignIn.label });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(homeSignIn.href);
    // Quiet: a text link, not another button beside the call to action.
    expect(await link.getAttribute("class")).not.toMatch(/\bbtn\b/);
    expect(await strip().count()).toBe(0);
    expect(await page.locator("#admin-summary").isHidden()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(summaryRequests).toEqual([]);
    // The strip's script is inlined (hashed into the page's CSP), not a file of its own.
    expect(await page.locator("script[src]").count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});

describe("home page for a signed-in admin", () => {
  beforeAll(async () => {
    await page.goto("/login");
    await signInAsDevAdmin(page);
    await page.waitForURL(/\/admin$/);
  });

  it("shows the strip of new contacts, new quotes and drafts with links into the console, and no sign-in link", async () => {
    await insertContact("Ada Lovelace");
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === ADMIN_SUMMARY_URL);
    await page.goto("/");
    const summary = await answered;
    expect(summary.status()).toBe(200);
    const expected = (await summary.json()) as AdminSummary;
    expect(expected.newContacts).toBeGreaterThan(0);
    await strip().waitFor();
    for (const item of adminSummaryItems) {
      const link = strip().getByRole("link", { name: `${item.label}: ${expected[item.field]}`, exact: true });
      await link.waitFor();
      expect(await link.getAttribute("href")).toBe(item.href);
    }
    expect(await signInLink().count()).toBe(0);
    expect(await page.locator("script[src]").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it("opens the quote screen from the strip", async () => {
    const newQuotes = adminSummaryItems.find((item) => item.field === "newQuotes");
    await strip()
      .getByRole("link", { name: new RegExp(`^${newQuotes?.label}: `) })
      .click();
    await page.waitForURL(/\/admin\/quotes$/);
  });
});

describe("an admin action after the session has ended", () => {
  it("says 'You are logged out. Logging in again...', not the action's failure, and goes to /api/login after 500 ms", async () => {
    const contact = await insertContact("Grace Hopper");
    const shown = await recordStatusMessages(page);
    await page.goto("/admin");
    const row = page.getByRole("row").filter({ hasText: "Grace Hopper" });
    await row.getByText(adminStrings.dashboard.notSpecified).waitFor();
    // Every request of the page has been answered, so the action below is the first to meet the ended session
    // (in the whole run a later query of the dashboard was refused first and started the sign-in 1.2 s early).
    await page.waitForLoadState("networkidle");

    // The session ends on the server while the console is open.
    await endPageSession(db, page);

    // Both moments are taken as the events arrive, so the gap between them is the browser's delay.
    let refusedAt = 0;
    let signInAt = 0;
    const refused = page.waitForResponse((response) => {
      const matches =
        response.url().includes(`/api/admin/contact-submissions/${contact.id}/status`) && response.status() === 401;
      if (matches) refusedAt = Date.now();
      return matches;
    });
    const signInRequest = page.waitForRequest((request) => {
      const matches = new URL(request.url()).pathname === "/api/login";
      if (matches) signInAt = Date.now();
      return matches;
    });
    await row.getByRole("combobox", { name: adminStrings.dashboard.contactStatusLabel("Grace Hopper") }).click();
    await page.getByRole("option", { name: "Contacted", exact: true }).click();
    await refused;

    const request = await signInRequest;
    expect(shown.some((text) => text.includes(adminStrings.unauthorized.description))).toBe(true);
    expect(shown.some((text) => text.includes(adminStrings.toasts.contactStatusFailed))).toBe(false);
    expect(signInAt - refusedAt).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_DELAY_MS - 100);
    expect(new URL(request.url()).searchParams.get("next")).toBe("/admin");
    // The session ended behind this signed-in browser's back: the sign-in page says so.
    await page.waitForURL(/\/login\?error=ended&next=%2Fadmin$/);
    const stored = await db
      .selectFrom("contactSubmissions")
      .select("status")
      .where("id", "=", contact.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("new");
  });
});
