/**
 * The contact desk in Chromium against the production build: a contact sent from the public form
 * is found by a word of its message, read in full with its lead source, given a note that is
 * still there after a reload, filtered with the filters kept in the URL (Back works), and deleted
 * as a person. axe at 375 and 1280 px on the contact and on the delete dialog (the list:
 * axe-sweep-*.test.ts).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminStrings } from "../../src/shared/strings/admin";
import { contactStrings } from "../../src/shared/strings/contacts";
import { contactFormStrings } from "../../src/shared/strings/leads";
import { axeViolations, openPage, VIEWPORTS, type TestPage } from "./support/browser";
import { signInAsDevAdmin } from "./support/admin";
import { closeSuite } from "./support/suite";
import { query, untilHumanPace } from "./support/leads";

const list = contactStrings.list;
const detail = contactStrings.detail;
const word = `cupola${Date.now().toString(36)}`;
const email = `desk-${Date.now()}@example.com`;

let session: TestPage;
let page: Page;

beforeAll(async () => {
  session = await openPage();
  page = session.page;
});

afterAll(async () => {
  await closeSuite({ session });
});

async function expectAxeCleanAtBothWidths() {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
  }
}

const enquiry = () => page.getByRole("region", { name: detail.fieldsHeading });

const toast = (title: string) =>
  page.getByRole("status").filter({ hasText: title }).first().waitFor({ state: "visible", timeout: 15_000 });

describe("contact desk", () => {
  it("takes a contact from the public form with its lead source", async () => {
    await page.goto("/contact?utm_source=e2e-desk&utm_campaign=winter");
    await page.locator("form[data-hydrated]").getByRole("button", { name: contactFormStrings.submit }).waitFor();
    await page.getByLabel(contactFormStrings.labels.firstName).fill("Dorothy");
    await page.getByLabel(contactFormStrings.labels.lastName).fill("Sayers");
    await page.getByLabel(contactFormStrings.labels.email).fill(email);
    await page.getByLabel(contactFormStrings.labels.phone).fill("973 555 0177");
    await page.getByLabel(contactFormStrings.labels.message).fill(`The ${word} flashing leaks when it snows.`);
    await untilHumanPace(page);
    await page.getByRole("button", { name: contactFormStrings.submit }).click();
    await page.getByRole("heading", { name: contactFormStrings.successHeading }).waitFor();
  });

  it("signs in and lands on the contact list", async () => {
    await page.goto("/admin/contacts");
    await page.waitForURL(/\/login\?next=/, { timeout: 15_000 });
    await signInAsDevAdmin(page);
    await page.waitForURL(/\/admin\/contacts$/);
    await page.getByRole("heading", { name: list.title, level: 1 }).waitFor();
  });

  it("finds the contact by a word of its message", { timeout: 120_000 }, async () => {
    await page.getByRole("searchbox", { name: list.searchLabel }).fill(word.toUpperCase());
    await page.getByRole("button", { name: list.search, exact: true }).click();
    await page.waitForURL(new RegExp(`\\?q=${word.toUpperCase()}$`));
    await page.getByRole("heading", { name: list.count(1) }).waitFor();
    await page.getByRole("row").filter({ hasText: "Dorothy Sayers" }).waitFor();
  });

  it("keeps the filters in the URL, and Back returns to the previous ones", async () => {
    await page.getByRole("combobox", { name: list.statusLabel }).click();
    await page.getByRole("option", { name: "Completed", exact: true }).click();
    await page.waitForURL(/status=completed/);
    await page.getByText(list.empty).waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`\\?q=${word.toUpperCase()}$`));
    await page.getByRole("row").filter({ hasText: "Dorothy Sayers" }).waitFor();
    expect(await page.getByRole("searchbox", { name: list.searchLabel }).inputValue()).toBe(word.toUpperCase());
  });

  it(
    "reads the contact in full with its lead source, phone to tap and the e-mail sent about it",
    { timeout: 120_000 },
    async () => {
      await page.getByRole("link", { name: "Dorothy Sayers" }).click();
      await page.waitForURL(/\/admin\/contacts\/\d+$/);
      await page.getByRole("heading", { name: detail.title("Dorothy Sayers"), level: 1 }).waitFor();
      // The message shows in the enquiry and again as the first entry of the conversation below it.
      await enquiry().getByText(`The ${word} flashing leaks when it snows.`).waitFor();
      expect(await page.getByRole("link", { name: detail.call("(973) 555-0177") }).getAttribute("href")).toBe(
        "tel:+19735550177",
      );
      const source = page.locator("section[aria-labelledby=lead-source-heading]");
      await source.getByText("e2e-desk", { exact: true }).waitFor();
      await source.getByText("winter", { exact: true }).waitFor();
      await source.getByText("/contact?utm_source=e2e-desk&utm_campaign=winter").waitFor();
      await page
        .locator("section[aria-labelledby=contact-emails-heading]")
        .getByText(/New consultation request/)
        .waitFor();
      await page
        .getByText(/^(Overdue: w|W)aiting \d/)
        .first()
        .waitFor();
      await expectAxeCleanAtBothWidths();
    },
  );

  it("saves a private note that is still there after a reload", async () => {
    await page.getByLabel(detail.notesLabel).fill("Called back: wants a visit on Tuesday.");
    await page.getByRole("button", { name: detail.saveNotes }).click();
    await toast(contactStrings.toasts.notesSaved);
    await page.reload();
    await page.getByRole("heading", { name: detail.title("Dorothy Sayers"), level: 1 }).waitFor();
    expect(await page.getByLabel(detail.notesLabel).inputValue()).toBe("Called back: wants a visit on Tuesday.");
  });

  it("deletes the person after a confirmation that lists what goes", async () => {
    await page.getByRole("button", { name: contactStrings.deletePerson.button }).click();
    const dialog = page.getByRole("dialog", { name: contactStrings.deletePerson.title });
    await dialog.getByText(contactStrings.deletePerson.description(email)).waitFor();
    await dialog.getByText(/^Contact from Dorothy Sayers, /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: contactStrings.deletePerson.confirm }).click();
    await toast(contactStrings.toasts.personDeleted);
    await page.waitForURL(/\/admin\/contacts$/);
    expect(await query("select id from contact_submissions where lower(email) = $1", [email])).toEqual([]);
    expect(await query("select id from email_outbox where lower(reply_to) = $1", [email])).toEqual([]);
  });

  it("links the dashboard's recent contacts and waiting leads to the contact", async () => {
    const [inserted] = await query<{ id: number }>(
      "insert into contact_submissions (first_name, last_name, email, message) values ('Lord', 'Wimsey', 'peter@example.com', 'Dashboard link check.') returning id",
      [],
    );
    const id = inserted!.id;
    await page.goto("/admin");
    await page.getByRole("heading", { name: adminStrings.dashboard.title, level: 1 }).waitFor();
    await page.getByRole("heading", { name: contactStrings.waiting.heading }).waitFor();
    const recent = page.locator("section[aria-labelledby=contacts-heading]");
    await recent.getByRole("link", { name: "Lord Wimsey" }).click();
    await page.waitForURL(new RegExp(`/admin/contacts/${id}$`));
    await enquiry().getByText("Dashboard link check.").waitFor();
  });
});
