/**
 * The numbers page end to end (issue 23, items 6-7; decision 042), in Chromium at 375 px against
 * the production build: leads seeded in June 2019 (a month no other test writes in) show as their
 * figures; an empty period says so in words; a bad custom range is named at the field; the sources
 * chart has a table view; the funnel's CSV downloads; and a source's figure links to the quote list
 * showing exactly the leads behind it. axe-clean with the charts and with the table.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { reportStrings as text } from "../../src/shared/strings/reports";
import { signInAsDevAdmin } from "./support/admin";
import { axeViolations, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let owner: TestPage;
let page: Page;
const tag = `Rep${Date.now().toString(36)}`;
const JUNE = "/admin/reports?period=custom&from=2019-06-01&to=2019-06-30";
const at = (iso: string) => new Date(iso);

const quote = {
  address: "12 Valley Road",
  city: "Montclair",
  state: "NJ",
  zipCode: "07042",
  phone: "973-555-0160",
  description: "Slate repair.",
};

async function seedJune() {
  await db
    .insertInto("contactSubmissions")
    .values([
      {
        firstName: "Ada",
        lastName: tag,
        email: `ada-${tag}@example.com`,
        message: "Slipped slates.",
        serviceType: "Repair & Maintenance",
        utmSource: "google",
        status: "contacted",
        createdAt: at("2019-06-03T10:00:00-04:00"),
        firstResponseAt: at("2019-06-03T11:00:00-04:00"),
      },
      {
        firstName: "Basil",
        lastName: tag,
        email: `basil-${tag}@example.com`,
        message: "A question.",
        createdAt: at("2019-06-04T10:00:00-04:00"),
        status: "completed",
        firstResponseAt: at("2019-06-04T13:00:00-04:00"),
      },
    ])
    .execute();
  await db
    .insertInto("quotes")
    .values([
      {
        ...quote,
        firstName: "Cora",
        lastName: tag,
        email: `cora-${tag}@example.com`,
        projectType: "restoration",
        utmSource: "google",
        status: "scheduled",
        phase: "phase-2",
        createdAt: at("2019-06-05T09:00:00-04:00"),
        firstResponseAt: at("2019-06-05T09:30:00-04:00"),
        wonAt: at("2019-06-20T12:00:00-04:00"),
        wonValueCents: 1_234_500,
      },
      {
        ...quote,
        firstName: "Dora",
        lastName: tag,
        email: `dora-${tag}@example.com`,
        projectType: "repair",
        sourceReferrer: "https://www.houzz.com/pro/alpine",
        status: "cancelled",
        createdAt: at("2019-06-06T09:00:00-04:00"),
        firstResponseAt: at("2019-06-06T10:00:00-04:00"),
        lostAt: at("2019-06-25T12:00:00-04:00"),
        lostReason: "price",
      },
    ])
    .execute();
}

const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
const section = (title: string) => page.getByRole("region", { name: title, exact: true });

beforeAll(async () => {
  db = openE2eDatabase();
  await seedJune();
  owner = await openPage({ viewport: VIEWPORTS.mobile });
  page = owner.page;
});

afterAll(() => closeSuite({ session: owner, db }));

describe("the numbers page", { timeout: 240_000 }, () => {
  it("shows the figures of the leads of June 2019", async () => {
    await page.goto(`/login?next=${encodeURIComponent(JUNE)}`);
    await signInAsDevAdmin(page);
    await page.waitForURL(/\/admin\/reports\?/, { timeout: 60_000 });
    await page.getByRole("heading", { name: text.title, level: 1 }).waitFor();
    await expect.poll(() => figure("leads").locator("dd").first().textContent(), { timeout: 30_000 }).toBe("4");
    expect(await figure("revenue").locator("dd").first().textContent()).toBe("$12,345");
    expect(await figure("win-rate").locator("dd").first().textContent()).toBe("50%");
    // 1 h, 3 h, 0.5 h, 1 h in business hours: the median is 1 h.
    expect(await figure("median-response").locator("dd").first().textContent()).toBe(
      `1 h ${text.figures.businessTime}`,
    );
    await page.getByRole("img", { name: text.funnel.chartTitle }).waitFor();
    await page.getByRole("img", { name: text.sources.chartTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the sources as a table, and downloads the funnel as CSV", async () => {
    const sources = section(text.sources.heading);
    await sources.getByRole("button", { name: text.view.table }).click();
    const table = sources.getByRole("table");
    await table.getByRole("rowheader", { name: "google" }).waitFor();
    await table.getByRole("rowheader", { name: text.sources.none }).waitFor();
    await table.getByRole("rowheader", { name: "houzz.com" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section(text.funnel.heading).getByRole("link", { name: text.view.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("report-funnel.csv");
    // Read as a stream: path() is not available on the run's shared Chromium (a remote connection).
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv).toContain("New lead,4,");
    expect(csv).toContain("Accepted,1,");
  });

  it("links a source's figure to exactly the quotes behind it", async () => {
    const row = section(text.sources.heading)
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "google" }) });
    await row.getByRole("link", { name: text.links.quotes(1) }).click();
    await page.waitForURL(/\/admin\/quotes\?.*rsource=google/);
    await page.getByText(text.segment.note).waitFor();
    await page.getByText(`Cora ${tag}`).first().waitFor();
    expect(await page.getByText(`Dora ${tag}`).count()).toBe(0);
  });

  it("says a period without leads has none, and names a wrong range at the field", async () => {
    await page.goto("/admin/reports?period=custom&from=2018-01-01&to=2018-01-31");
    await page.getByText(text.noLeads).first().waitFor({ timeout: 30_000 });
    expect(await figure("leads").locator("dd").first().textContent()).toBe("—");
    await page.getByLabel(text.periods.from, { exact: true }).fill("2018-02-10");
    await page.getByLabel(text.periods.to, { exact: true }).fill("2018-02-01");
    await page.getByRole("button", { name: text.periods.apply }).click();
    await page.getByText(text.errors.fromAfterTo).waitFor();
    expect(await page.getByLabel(text.periods.from, { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
  });
});
