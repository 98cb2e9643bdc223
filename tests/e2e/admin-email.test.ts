/**
 * The mail desk end to end, in Chromium against the production build (which runs without a
 * Postmark token): the health banner on every console screen, the outbox with a failed message
 * retried exactly once, and the template editor: edit, live preview in the layout, an unknown
 * placeholder refused, save, send a test; axe at 375 and 1280 px on both screens.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db, EmailTemplate } from "../../src/server/db/schema";
import { DEV_ADMIN } from "../../src/server/seed/seed";
import { emailStrings } from "../../src/shared/strings/email";
import { site } from "../../src/shared/site";
import { axeViolations, baseUrl, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInAsDevAdmin } from "./support/admin";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let session: TestPage;
let page: Page;
let phaseOne: EmailTemplate;
let failedId: string;
const subject = `Unreachable inbox ${Date.now()}`;
/** The API calls the page made, printed when a test fails so the failure names them. */
const apiCalls: string[] = [];

beforeAll(async () => {
  db = openE2eDatabase();
  phaseOne = await db
    .selectFrom("emailTemplates")
    .selectAll()
    .where("templateType", "=", "phase-1")
    .where("isActive", "=", true)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  failedId = (
    await db
      .insertInto("emailOutbox")
      .values({
        toAddress: "bounced@example.org",
        subject,
        htmlBody: "<p>Hello</p>",
        textBody: "Hello",
        tag: "quote-phase-1",
        status: "failed",
        attempts: 8,
        lastError: "Postmark 422 (code 406): inactive recipient",
        nextAttemptAt: new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  session = await openPage();
  page = session.page;
  page.on("response", (response) => {
    if (response.url().includes("/api/"))
      apiCalls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.goto("/login?next=%2Fadmin");
  await signInAsDevAdmin(page);
  await page.waitForURL(/\/admin$/);
});

afterEach((context) => {
  if (context.task.result?.state === "fail")
    console.log(`API calls:\n${apiCalls.join("\n")}\nErrors:\n${session.errors.join("\n")}`);
});

afterAll(async () => {
  // Other files use the phase-1 template as seeded.
  await db
    ?.updateTable("emailTemplates")
    .set({ subject: phaseOne.subject, htmlContent: phaseOne.htmlContent, textContent: phaseOne.textContent })
    .where("id", "=", phaseOne.id)
    .execute();
  await db?.deleteFrom("emailOutbox").where("id", "=", failedId).execute();
  await closeSuite({ session, db });
});

const banner = () => page.getByRole("region", { name: emailStrings.banner.label });
/** The console under load (eight engineers, two cores): a function's cold start takes seconds. */
const SLOW = { timeout: 60_000 };
const TEST_TIMEOUT = 240_000;
const toast = (title: string) => page.getByRole("status").filter({ hasText: title }).first();

const PREVIEW_FRAME = `iframe[title="${emailStrings.templates.previewFrameTitle}"]`;

/** The console at both widths; the preview frame is sandboxed (no scripts), so axe cannot enter it. */
async function expectAxeCleanAtBothWidths() {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, PREVIEW_FRAME), `${viewport.width} px`).toEqual([]);
  }
}

describe("mail health banner", () => {
  it(
    "says e-mail is not configured and counts failed messages on every console screen",
    async () => {
      for (const path of ["/admin", "/admin/quotes"]) {
        await page.goto(path);
        await banner().waitFor(SLOW);
        await banner().getByText(emailStrings.banner.notConfigured).waitFor(SLOW);
        await banner()
          .getByText(/could not be sent/)
          .waitFor(SLOW);
      }
      await banner().getByRole("link", { name: emailStrings.banner.review }).click();
      await page.waitForURL(/\/admin\/email$/);
      await page.getByRole("heading", { name: emailStrings.outbox.title, level: 1 }).waitFor(SLOW);
    },
    TEST_TIMEOUT,
  );
});

describe("outbox", () => {
  it(
    "lists the failed message with its error, retries it once, and refuses a second retry",
    async () => {
      const row = page.getByRole("row").filter({ hasText: subject });
      await row.getByText("Postmark 422 (code 406): inactive recipient").waitFor(SLOW);
      await row.getByText("8 of 8").waitFor(SLOW);
      await expectAxeCleanAtBothWidths();

      await row.getByRole("button", { name: emailStrings.outbox.retryLabel(subject, "bounced@example.org") }).click();
      await toast(emailStrings.outbox.retried).waitFor(SLOW);
      await row.getByText("Queued").waitFor(SLOW);
      expect(await row.getByRole("button").count()).toBe(0);
      const stored = await db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("id", "=", failedId)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: "pending", attempts: 0 });

      const again = await page.request.post(`/api/admin/email/outbox/${failedId}/retry`, {
        data: {},
        headers: { origin: baseUrl() },
      });
      expect(again.status()).toBe(409);
      const count = await db.selectFrom("emailOutbox").select("id").where("subject", "=", subject).execute();
      expect(count).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );
});

describe("template editor", () => {
  const frame = () => page.frameLocator(PREVIEW_FRAME);

  it(
    "previews edits in the branded layout, refuses an unknown placeholder, saves and sends a test",
    async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole("link", { name: emailStrings.subNav.templates }).click();
      await page.waitForURL(/\/admin\/email\/templates$/);
      await page.getByRole("heading", { name: emailStrings.templates.title, level: 1 }).waitFor(SLOW);
      await frame().getByText("Eleanor").first().waitFor(SLOW);
      await frame().getByRole("link", { name: site.phone.display }).first().waitFor(SLOW);

      const subjectField = page.getByRole("textbox", { name: /^Subject/ });
      await subjectField.fill("Welcome aboard, {{firstName}} {{lastName}}");
      await page.getByTestId("preview-subject").getByText("Welcome aboard, Eleanor Vance").waitFor(SLOW);

      const html = page.getByRole("textbox", { name: /^HTML content/ });
      await html.fill("<p>Dear {{firstName}}, your slate arrives on Monday.</p><script>alert(1)</script>");
      await frame().getByText("Dear Eleanor, your slate arrives on Monday.").waitFor(SLOW);
      expect(await frame().locator("script").count()).toBe(0);

      await html.fill("<p>Your price is {{price}}.</p>");
      await page.getByText(/Unknown placeholder \{\{price\}\}/).waitFor(SLOW);
      await expect(html.getAttribute("aria-invalid")).resolves.toBe("true");
      await html.fill("<p>Dear {{firstName}}, your slate arrives on Monday.</p><script>alert(1)</script>");
      await expectAxeCleanAtBothWidths();

      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole("button", { name: emailStrings.templates.save }).click();
      await toast(emailStrings.templates.saved).waitFor(SLOW);
      const saved = await db
        .selectFrom("emailTemplates")
        .selectAll()
        .where("id", "=", phaseOne.id)
        .executeTakeFirstOrThrow();
      expect(saved.subject).toBe("Welcome aboard, {{firstName}} {{lastName}}");
      expect(saved.htmlContent).toBe("<p>Dear {{firstName}}, your slate arrives on Monday.</p>");

      await page.getByRole("button", { name: emailStrings.templates.sendTest }).click();
      await toast(emailStrings.templates.testQueued).waitFor(SLOW);
      const tests = await db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("tag", "=", "template-test")
        .where("toAddress", "=", DEV_ADMIN.email)
        .execute();
      expect(tests).toHaveLength(1);
      expect(tests[0]!.subject).toBe("[Test] Welcome aboard, Eleanor Vance");
      expect(tests[0]!.htmlBody).toContain("Dear Eleanor, your slate arrives on Monday.");
      expect(tests[0]!.htmlBody).toContain(site.phone.href);
      await db.deleteFrom("emailOutbox").where("id", "=", tests[0]!.id).execute();
      expect(session.errors).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
