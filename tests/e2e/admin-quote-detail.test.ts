/**
 * The quote desk end to end (issue 12), in Chromium against the production build: a quote's full
 * page (owner's fields saved and shown after reload), a phase change that shows the rendered
 * e-mail before anything is queued, a move without e-mail, a double-clicked follow-up that queues
 * one, the spam rescue, and Quote Management's search and filters kept in the URL; axe at 375 and
 * 1280 px on the quote's page (the list: axe-sweep-*.test.ts); "Delete this person" from the quote's
 * page.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/schema";
import { quoteDeskMessages } from "../../src/shared/schemas/quote-desk";
import { adminStrings } from "../../src/shared/strings/admin";
import { contactStrings } from "../../src/shared/strings/contacts";
import { quoteDeskStrings } from "../../src/shared/strings/quotes";
import { axeViolations, openPage, trackRequests, VIEWPORTS, type TestPage } from "./support/browser";
import { chooseOption, signInAsDevAdmin } from "./support/admin";
import { closeSuite, openE2eDatabase } from "./support/suite";

let db: Db;
let session: TestPage;
let page: Page;
let quoteId: number;
const tag = `Quill${Date.now().toString(36)}`;
const preview = quoteDeskStrings.preview;
const PREVIEW_FRAME = `iframe[title="${preview.body}"]`;

beforeAll(async () => {
  db = openE2eDatabase();
  session = await openPage();
  page = session.page;
  const quote = await db
    .insertInto("quotes")
    .values({
      firstName: "Augusta",
      lastName: tag,
      email: "augusta@example.com",
      phone: "908-555-0147",
      address: "7 Bellevue Avenue",
      city: "Summit",
      state: "NJ",
      zipCode: "07901",
      projectType: "repair",
      urgency: "urgent",
      description: "Slipped slates above the bay window after the ice storm.",
      isSpam: true,
      spamReason: "too many links",
      utmSource: "newsletter",
      sourceLandingPage: "/services/slate-repair",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  quoteId = quote.id;
});

afterAll(async () => {
  await closeSuite({ session, db });
});

const outbox = () =>
  db.selectFrom("emailOutbox").selectAll().where("quoteId", "=", quoteId).orderBy("createdAt").execute();
const toast = (title: string) =>
  page.getByRole("status").filter({ hasText: title }).first().waitFor({ state: "visible", timeout: 30_000 });

async function expectAxeCleanAtBothWidths() {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
}

// The machine is shared: generous limits, so only a real failure fails.
describe("quote desk", { timeout: 150_000 }, () => {
  it("signs in and opens a quote's full page with its lead source and spam flag", async () => {
    await page.goto(`/admin/quotes/${quoteId}`);
    await page.waitForURL(/\/login/, { timeout: 45_000 });
    await signInAsDevAdmin(page);
    await page.waitForURL(new RegExp(`/admin/quotes/${quoteId}$`), { timeout: 45_000 });
    await page.getByRole("heading", { level: 1, name: adminStrings.quotes.details.title(`Augusta ${tag}`) }).waitFor();
    await page.getByText("/services/slate-repair").waitFor();
    await page.getByText(quoteDeskStrings.spam.reason("too many links")).waitFor();
    await expectAxeCleanAtBothWidths();
  });

  it("saves the estimated value and notes, refusing a bad amount, and shows them after reload", async () => {
    const value = page.getByRole("textbox", { name: quoteDeskStrings.owner.estimatedValue });
    const notes = page.getByRole("textbox", { name: quoteDeskStrings.owner.notes });
    await value.fill("12.345");
    await page.getByRole("button", { name: quoteDeskStrings.owner.save }).click();
    await page.getByText(quoteDeskMessages.estimatedValueInvalid).waitFor();
    await value.fill("12,500.50");
    await notes.fill("Copper valleys; the owner prefers Tuesday visits.");
    await page.getByRole("button", { name: quoteDeskStrings.owner.save }).click();
    await toast(quoteDeskStrings.toasts.saved);
    await page.reload();
    await expect.poll(() => value.inputValue(), { timeout: 45_000 }).toBe("12500.50");
    expect(await notes.inputValue()).toBe("Copper valleys; the owner prefers Tuesday visits.");
  });

  it("shows the rendered e-mail of a phase change before anything is queued, then sends it", async () => {
    await chooseOption(
      page,
      page.getByRole("combobox", { name: adminStrings.quotes.details.phase }),
      "Phase 2: Consultation",
    );
    const dialog = page.getByRole("dialog", { name: preview.phaseTitle });
    const subject = dialog.getByTestId("preview-subject");
    await subject.waitFor();
    const shownSubject = await subject.innerText();
    expect(shownSubject).toContain("Augusta");
    await dialog
      .frameLocator("iframe")
      .getByText(/Augusta/)
      .first()
      .waitFor();
    expect(await outbox()).toEqual([]);
    // The e-mail body is the customer's message in a sandboxed frame axe cannot enter (it would wait
    // for the frame without end); the dialog around it is checked.
    expect(await axeViolations(page, PREVIEW_FRAME)).toEqual([]);

    await dialog.getByRole("button", { name: preview.send, exact: true }).click();
    await toast(adminStrings.toasts.phaseUpdated);
    const queued = await outbox();
    expect(queued.map((message) => [message.tag, message.subject])).toEqual([["quote-phase-2", shownSubject]]);
  });

  it("moves to another phase without e-mail and records the phase", async () => {
    await chooseOption(
      page,
      page.getByRole("combobox", { name: adminStrings.quotes.details.phase }),
      "Phase 3: Project Start",
    );
    const dialog = page.getByRole("dialog", { name: preview.phaseTitle });
    await dialog.getByTestId("preview-subject").waitFor();
    await dialog.getByRole("button", { name: preview.moveWithoutEmail }).click();
    await toast(quoteDeskStrings.toasts.movedSilentlyText);
    const stored = await db.selectFrom("quotes").select("phase").where("id", "=", quoteId).executeTakeFirstOrThrow();
    expect(stored.phase).toBe("phase-3");
    expect(await outbox()).toHaveLength(1);
  });

  it("queues one follow-up for a double-clicked Send Follow-up, after showing it with the custom message", async () => {
    await page.getByRole("button", { name: `${adminStrings.quotes.sendFollowUp}: Augusta ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: adminStrings.quotes.followUp.title });
    await chooseOption(page, dialog.getByRole("combobox", { name: /Phase/ }), "Phase 3: Project Start");
    const note = "The scaffold goes up on Monday at seven.";
    await dialog.getByRole("textbox", { name: /Custom message/ }).fill(note);
    await dialog.getByRole("button", { name: adminStrings.quotes.followUp.submit }).click();
    await dialog.frameLocator("iframe").getByText(note).waitFor();
    expect(await outbox()).toHaveLength(1);
    const requests = trackRequests(page);
    await dialog.getByRole("button", { name: preview.sendFollowUp, exact: true }).dblclick();
    await toast(adminStrings.toasts.followUpSent);
    await dialog.waitFor({ state: "detached" });
    // Every request the double click made has been answered: a second send would be in the outbox.
    await requests.settled();
    const queued = await outbox();
    expect(queued.map((message) => message.tag)).toEqual(["quote-phase-2", "quote-phase-3"]);
    expect(queued[1]!.htmlBody).toContain(note);
  });

  it("rescues the quote from spam, queuing the held-back phase-1 thank-you", async () => {
    await page.getByRole("button", { name: quoteDeskStrings.spam.notSpam }).click();
    await toast(quoteDeskStrings.toasts.rescued);
    await page.getByRole("heading", { name: quoteDeskStrings.spam.flagged }).waitFor({ state: "detached" });
    expect((await outbox()).map((message) => message.tag)).toEqual(["quote-phase-2", "quote-phase-3", "quote-phase-1"]);
  });

  it("searches and filters Quote Management, keeping the filters in the URL and the CSV link", async () => {
    await page.getByRole("link", { name: quoteDeskStrings.page.back }).click();
    await page.waitForURL(/\/admin\/quotes$/);
    await page.getByRole("searchbox", { name: quoteDeskStrings.filters.search }).fill(tag.toLowerCase());
    await page.waitForURL(new RegExp(`\\?q=${tag.toLowerCase()}$`));
    await page.getByRole("tab", { name: `${adminStrings.quotes.tabs.overview} (1)` }).waitFor();
    await page.getByRole("tab", { name: `${adminStrings.quotes.tabs["phase-3"]} (1)` }).waitFor();
    await chooseOption(
      page,
      page.getByRole("combobox", { name: quoteDeskStrings.filters.urgency }),
      "Urgent (active leak or damage)",
    );
    await page.waitForURL(/urgency=urgent/);
    await page
      .getByRole("article")
      .filter({ hasText: `Augusta ${tag}` })
      .waitFor();
    await chooseOption(page, page.getByRole("combobox", { name: quoteDeskStrings.filters.status }), "Completed");
    await page.getByText(adminStrings.quotes.noQuotes).waitFor();
    await page.getByRole("tab", { name: `${adminStrings.quotes.tabs.overview} (0)` }).waitFor();
    const csv = page.getByRole("link", { name: quoteDeskStrings.filters.downloadCsv });
    expect(await csv.getAttribute("href")).toBe(
      `/api/admin/export/quotes.csv?q=${tag.toLowerCase()}&urgency=urgent&status=completed`,
    );
    // The phase-2 e-mail above answered the quote: it is contacted now (issue 25 item 8).
    await chooseOption(page, page.getByRole("combobox", { name: quoteDeskStrings.filters.status }), "Contacted");
    await page.reload();
    await page
      .getByRole("article")
      .filter({ hasText: `Augusta ${tag}` })
      .waitFor({ timeout: 45_000 });
    expect(await page.getByRole("searchbox", { name: quoteDeskStrings.filters.search }).inputValue()).toBe(
      tag.toLowerCase(),
    );
    const download = await page.request.get(await csv.getAttribute("href").then(String));
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain(tag);

    const card = page.getByRole("article").filter({ hasText: `Augusta ${tag}` });
    await card.getByRole("button", { name: `${adminStrings.quotes.viewDetails}: Augusta ${tag}` }).click();
    await page.getByRole("link", { name: quoteDeskStrings.openFullRecord }).click();
    await page.waitForURL(new RegExp(`/admin/quotes/${quoteId}$`));
  });

  it("deletes this person from the quote's page and returns to Quote Management", async () => {
    await page.getByRole("button", { name: contactStrings.deletePerson.button }).click();
    const dialog = page.getByRole("dialog", { name: contactStrings.deletePerson.title });
    await dialog.getByText(contactStrings.deletePerson.description("augusta@example.com")).waitFor();
    await dialog.getByRole("button", { name: contactStrings.deletePerson.confirm }).click();
    await page.waitForURL(/\/admin\/quotes$/);
    expect(await db.selectFrom("quotes").select("id").where("id", "=", quoteId).execute()).toEqual([]);
  });
});
