/**
 * Issue 25 in Chromium against the production build: the blog's newsletter box subscribes with
 * and without JavaScript, its confirmation and unsubscribe links land on pages in the site's
 * frame (axe on the unsubscribe step; the other pages in axe-sweep-*.test.ts), and the console
 * lists the subscriber; a contact and a quote of one person
 * show each other, with their notes, on their detail screens.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryStrings } from "../../src/shared/strings/enquiries";
import { newsletterStrings as text } from "../../src/shared/strings/newsletter";
import { axeViolations, closeBrowser, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInAsDevAdmin } from "./support/admin";
import { query, untilHumanPace } from "./support/leads";

const stamp = Date.now().toString(36);
const noJsEmail = `nojs-news-${stamp}@example.com`;
const jsEmail = `js-news-${stamp}@example.com`;

afterAll(closeBrowser);

async function expectAxeClean(page: Page) {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${page.url()} at ${viewport.width} px`).toEqual([]);
  }
}

/**
 * axe runs as a script in the page, so it never answers where JavaScript is off (it hung until the
 * test's timeout): the no-JavaScript walk has each address checked in a page with JavaScript on.
 */
async function expectAxeCleanWithoutJs(page: Page) {
  const checker = await openPage();
  try {
    await checker.page.goto(page.url());
    await expectAxeClean(checker.page);
  } finally {
    await checker.close();
  }
}

async function subscribe(page: Page, email: string) {
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(/\/newsletter\/check-your-email$/);
  await page.getByRole("heading", { level: 1, name: text.checkEmailTitle }).waitFor();
}

/** A link of the confirmation e-mail to `email`, as a path on the site under test. */
async function linkFromMail(email: string, path: string): Promise<string> {
  const [mail] = await query<{ text_body: string }>(
    "select text_body from email_outbox where to_address = $1 and tag = 'newsletter-confirm'",
    [email],
  );
  const match = new RegExp(`${path}\\?token=[\\w.-]+`).exec(mail!.text_body);
  expect(match).not.toBeNull();
  return match![0];
}

const statusOf = async (email: string) =>
  (await query<{ status: string }>("select status from newsletter_subscribers where email = $1", [email]))[0]?.status;

describe("the newsletter box", () => {
  it(
    "without JavaScript: subscribe, confirm, unsubscribe, each page in the site's frame",
    { timeout: 120_000 },
    async () => {
      const { page, close } = await openPage({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
      try {
        await subscribe(page, noJsEmail);
        await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");
        expect(await statusOf(noJsEmail)).toBe("pending");

        await page.goto(await linkFromMail(noJsEmail, "/api/newsletter/confirm"));
        await page.waitForURL(/\/newsletter\/confirmed$/);
        await page.getByRole("heading", { level: 1, name: text.confirmedTitle }).waitFor();
        expect(await statusOf(noJsEmail)).toBe("active");

        await page.goto(await linkFromMail(noJsEmail, "/api/newsletter/unsubscribe"));
        await page.getByRole("heading", { level: 1, name: text.unsubscribeTitle }).waitFor();
        await page.getByText(text.unsubscribeIntro(noJsEmail)).waitFor();
        await expectAxeCleanWithoutJs(page);
        expect(await statusOf(noJsEmail)).toBe("active");
        await page.getByRole("button", { name: text.unsubscribeButton }).click();
        await page.waitForURL(/\/newsletter\/unsubscribed$/);
        await page.getByRole("heading", { level: 1, name: text.unsubscribedTitle }).waitFor();
        expect(await statusOf(noJsEmail)).toBe("unsubscribed");
      } finally {
        await close();
      }
    },
  );

  it(
    "with JavaScript: the form carries a form token and the address waits for confirmation",
    { timeout: 120_000 },
    async () => {
      const { page, close } = await openPage();
      try {
        await page.goto("/blog");
        await page.locator("form[data-newsletter-form] input[name=formToken]").waitFor({ state: "attached" });
        await untilHumanPace(page);
        await subscribe(page, jsEmail);
        expect(await statusOf(jsEmail)).toBe("pending");
        await page.goto("/newsletter/link-expired");
        await page.getByRole("heading", { level: 1, name: text.invalidLinkTitle }).waitFor();
      } finally {
        await close();
      }
    },
  );
});

describe("the console", () => {
  let session: TestPage;
  let page: Page;
  let contactId: number;
  let quoteId: number;

  beforeAll(async () => {
    session = await openPage();
    page = session.page;
    const person = `enquiries-${stamp}@example.com`;
    [{ id: contactId }] = (await query<{ id: number }>(
      `insert into contact_submissions (first_name, last_name, email, phone, message, notes)
       values ('Ruth', 'Okafor', $1, '(973) 555-0123', 'Two slipped slates over the porch.', 'Called back on Monday.')
       returning id`,
      [person],
    )) as [{ id: number }];
    [{ id: quoteId }] = (await query<{ id: number }>(
      `insert into quotes (first_name, last_name, email, address, city, state, zip_code, project_type, notes)
       values ('Ruth', 'Okafor', $1, '12 Park Street', 'Montclair', 'NJ', '07042', 'repair', 'Samples sent.')
       returning id`,
      [person.toUpperCase()],
    )) as [{ id: number }];
  });

  afterAll(() => session?.close());

  it("shows a person's other enquiries with their notes, both ways", { timeout: 300_000 }, async () => {
    await page.goto(`/login?next=${encodeURIComponent(`/admin/contacts/${contactId}`)}`);
    await signInAsDevAdmin(page);
    await page.waitForURL(new RegExp(`/admin/contacts/${contactId}$`), { timeout: 60_000 });
    const section = page.getByRole("region", { name: enquiryStrings.heading });
    await section.getByText("Samples sent.").waitFor();
    await expectAxeClean(page);
    await section.getByRole("link", { name: enquiryStrings.link("quote", quoteId, "Repair · Montclair, NJ") }).click();
    await page.waitForURL(new RegExp(`/admin/quotes/${quoteId}$`));
    await page.getByRole("region", { name: enquiryStrings.heading }).getByText("Called back on Monday.").waitFor();
  });

  it("lists newsletter subscribers under the mail desk", { timeout: 120_000 }, async () => {
    await page.goto(`/admin/email/newsletter?q=${stamp}`);
    await page.getByRole("heading", { level: 1, name: text.console.title }).waitFor();
    // Exact name: the no-JavaScript walk's address contains this one.
    await page.getByRole("link", { name: jsEmail, exact: true }).waitFor();
    await expectAxeClean(page);
  });
});
