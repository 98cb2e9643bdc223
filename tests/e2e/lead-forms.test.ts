/**
 * The contact and quote forms in Chromium against the production build and a real database:
 * submit and see the success view, toast and stored row; every validation message; a failing API
 * keeps what was typed; axe on the form showing its errors (the pages: axe-sweep-*.test.ts).
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { axeViolations, closeBrowser, VIEWPORTS, withPage } from "./support/browser";
import { fillByLabel, query, untilHumanPace } from "./support/leads";
import { contactFormStrings, leadMessages, quoteFormStrings } from "../../src/shared/strings/leads";
import { LEAD_SOURCE_STORAGE_KEY } from "../../src/shared/lead-source";

afterAll(closeBrowser);

/** The spam screen wants a human-like fill time. */
const humanPause = untilHumanPace;

/**
 * Opens the form's page and waits for the island to take over the form. The button is enabled
 * before hydration too (a plain form post then): clicked earlier, it would post the form instead
 * of sending JSON.
 */
async function openForm(page: Page, path: string, buttonText: string) {
  await page.goto(path);
  await page
    .locator("form[data-hydrated]")
    .getByRole("button", { name: buttonText })
    .and(page.locator(":not([disabled])"))
    .waitFor();
}

/** Waits until each validation message shows. */
async function expectMessages(page: Page, messages: readonly string[]) {
  for (const message of messages) await page.getByText(message, { exact: true }).first().waitFor();
}

const isFocused = (element: Element) => element === document.activeElement;

describe("contact form", () => {
  const labels = contactFormStrings.labels;

  it("sends a consultation request: success view, toast, stored row with its lead source", () =>
    withPage(async ({ page, errors }) => {
      await openForm(page, "/contact?utm_source=e2e&utm_campaign=forms", contactFormStrings.submit);
      const email = `e2e-contact-${Date.now()}@example.com`;
      await fillByLabel(page, {
        [labels.firstName]: "Harriet",
        [labels.lastName]: "Vane",
        [labels.email]: email.toUpperCase(),
        [labels.phone]: "973 555 0142",
      });
      await page.getByLabel(labels.serviceType).selectOption("Repair & Maintenance");
      await page.getByLabel(labels.message).fill("Three cracked slates above the dormer.");
      await humanPause(page);
      await page.getByRole("button", { name: contactFormStrings.submit }).click();

      await page.getByRole("heading", { name: contactFormStrings.successHeading }).waitFor();
      await page.getByText(contactFormStrings.successToast.title, { exact: true }).waitFor();
      await page.getByText(contactFormStrings.successToast.description).first().waitFor();
      await expect(page.getByRole("link", { name: contactFormStrings.callUs }).getAttribute("href")).resolves.toMatch(
        /^tel:/,
      );

      const rows = await query<{
        phone: string;
        status: string;
        is_spam: boolean;
        utm_source: string;
        utm_campaign: string;
        source_landing_page: string;
      }>(
        "select phone, status, is_spam, utm_source, utm_campaign, source_landing_page from contact_submissions where email = $1",
        [email],
      );
      expect(rows).toEqual([
        {
          phone: "(973) 555-0142",
          status: "new",
          is_spam: false,
          utm_source: "e2e",
          utm_campaign: "forms",
          source_landing_page: "/contact?utm_source=e2e&utm_campaign=forms",
        },
      ]);

      await page.getByRole("button", { name: contactFormStrings.sendAnother }).click();
      const firstName = page.getByLabel(labels.firstName);
      await expect(firstName.inputValue()).resolves.toBe("");
      await expect(firstName.evaluate(isFocused)).resolves.toBe(true);
      expect(errors).toEqual([]);
    }));

  it("shows every validation message on its field and moves focus to the first invalid one", () =>
    withPage(async ({ page }) => {
      await openForm(page, "/contact", contactFormStrings.submit);
      await fillByLabel(page, { [labels.email]: "not-an-email", [labels.message]: "short" });
      await page.getByRole("button", { name: contactFormStrings.submit }).click();

      await expectMessages(page, [
        leadMessages.firstNameRequired,
        leadMessages.lastNameRequired,
        leadMessages.emailInvalid,
        leadMessages.messageTooShort,
      ]);
      const firstName = page.getByLabel(labels.firstName);
      await expect(firstName.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(firstName.evaluate(isFocused)).resolves.toBe(true);
      const describedBy = await firstName.getAttribute("aria-describedby");
      await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe(leadMessages.firstNameRequired);
      expect(await axeViolations(page)).toEqual([]);
    }));

  it("keeps everything typed and shows the failure toast when the API fails", () =>
    withPage(async ({ page }) => {
      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
      await openForm(page, "/contact", contactFormStrings.submit);
      const typed = {
        [labels.firstName]: "Peter",
        [labels.lastName]: "Wimsey",
        [labels.email]: "peter@example.com",
        [labels.message]: "Copper flashing on the chimney has lifted.",
      };
      await fillByLabel(page, typed);
      await page.getByRole("button", { name: contactFormStrings.submit }).click();
      await page.getByText(contactFormStrings.failureToast.description).first().waitFor();
      for (const [label, value] of Object.entries(typed)) {
        await expect(page.getByLabel(label).inputValue()).resolves.toBe(value);
      }
      await expect(page.getByRole("button", { name: contactFormStrings.submit }).isEnabled()).resolves.toBe(true);
    }));

  it("puts the server's field errors on their fields and focuses the first", () =>
    withPage(async ({ page }) => {
      const serverMessage = "This address bounced last time; please check it";
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: "Please correct the highlighted fields.", fields: { email: serverMessage } }),
        }),
      );
      await openForm(page, "/contact", contactFormStrings.submit);
      await fillByLabel(page, {
        [labels.firstName]: "Bunter",
        [labels.lastName]: "Mervyn",
        [labels.email]: "bunter@example.com",
        [labels.message]: "Please look at the valley flashing.",
      });
      await page.getByRole("button", { name: contactFormStrings.submit }).click();
      await page.getByText(serverMessage, { exact: true }).waitFor();
      const email = page.getByLabel(labels.email);
      await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(email.evaluate(isFocused)).resolves.toBe(true);
      await expect(email.inputValue()).resolves.toBe("bunter@example.com");
      await page.getByText(contactFormStrings.failureToast.description).first().waitFor();
    }));
});

describe("quote form", () => {
  const labels = quoteFormStrings.labels;

  it("sends a quote request: thank-you with next steps, toast, row as new/phase-1 and its follow-up", () =>
    withPage(
      async ({ page, errors }) => {
        await openForm(page, "/quote", quoteFormStrings.submit);
        const email = `e2e-quote-${Date.now()}@example.com`;
        await fillByLabel(page, {
          [labels.firstName]: "Mary",
          [labels.lastName]: "Russell",
          [labels.email]: email,
          [labels.phone]: "(908) 555-0101",
          [labels.address]: "12 Church Street",
          [labels.city]: "Bernardsville",
          [labels.state]: "NJ",
          [labels.zipCode]: "07924",
        });
        await page.getByLabel(labels.projectType).selectOption("restoration");
        await page.getByLabel(labels.roofSize).selectOption("large");
        await page.getByLabel(labels.budgetRange).selectOption("over-100k");
        await page.getByLabel("Email", { exact: true }).check();
        await page.getByLabel(labels.bestTimeToContact).selectOption("afternoon");
        await page.getByLabel(labels.description).fill("Welsh slate, 1898, several courses slipping.");
        await humanPause(page);
        await page.getByRole("button", { name: quoteFormStrings.submit }).click();

        await page.getByRole("heading", { name: quoteFormStrings.successHeading }).waitFor();
        await page.getByText(quoteFormStrings.successToast.title, { exact: true }).waitFor();
        for (const step of quoteFormStrings.nextSteps) await page.getByText(step).waitFor();
        await expect(page.getByRole("link", { name: quoteFormStrings.returnHome }).getAttribute("href")).resolves.toBe(
          "/",
        );

        const rows = await query<{
          id: number;
          status: string;
          phase: string;
          urgency: string;
          preferred_contact_method: string;
        }>("select id, status, phase, urgency, preferred_contact_method from quotes where email = $1", [email]);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          status: "new",
          phase: "phase-1",
          urgency: "standard",
          preferred_contact_method: "email",
        });
        const followUps = await query("select phase from quote_follow_ups where quote_id = $1", [rows[0]!.id]);
        expect(followUps).toEqual([{ phase: "phase-1" }]);
        // The island sent the server's form token: the fill time was measured, so the lead is not
        // flagged and its thank-you is queued, with no visitor text in the subject (issue 11).
        await expect(query("select is_spam from quotes where id = $1", [rows[0]!.id])).resolves.toEqual([
          { is_spam: false },
        ]);
        const thankYou = await query<{ subject: string }>(
          "select subject from email_outbox where quote_id = $1 and to_address = $2",
          [rows[0]!.id, email],
        );
        expect(thankYou).toEqual([{ subject: "Thank you: we received your restoration request" }]);
        expect(errors).toEqual([]);
      },
      { viewport: VIEWPORTS.mobile },
    ));

  it("shows a message on every required field", () =>
    withPage(async ({ page }) => {
      await openForm(page, "/quote", quoteFormStrings.submit);
      await page.getByLabel(labels.zipCode).fill("123");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();
      await expectMessages(page, [
        leadMessages.firstNameRequired,
        leadMessages.lastNameRequired,
        leadMessages.emailInvalid,
        leadMessages.addressRequired,
        leadMessages.cityRequired,
        leadMessages.stateRequired,
        leadMessages.zipCodeInvalid,
        leadMessages.projectTypeRequired,
      ]);
      await expect(page.getByLabel(labels.firstName).evaluate(isFocused)).resolves.toBe(true);
    }));

  it("keeps everything typed and shows the failure toast when the API fails", () =>
    withPage(async ({ page }) => {
      await page.route("**/api/quotes", (route) => route.fulfill({ status: 500, body: "" }));
      await openForm(page, "/quote", quoteFormStrings.submit);
      await fillByLabel(page, {
        [labels.firstName]: "Lord",
        [labels.lastName]: "Peter",
        [labels.email]: "lp@example.com",
        [labels.phone]: "973 555 0142 ext. 12",
        [labels.address]: "1 Duke's Denver",
        [labels.city]: "Morristown",
        [labels.state]: "NJ",
        [labels.zipCode]: "07960",
      });
      await page.getByLabel(labels.projectType).selectOption("repair");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();
      await page.getByText(quoteFormStrings.failureToast.description).first().waitFor();
      await expect(page.getByLabel(labels.city).inputValue()).resolves.toBe("Morristown");
      await expect(page.getByLabel(labels.projectType).inputValue()).resolves.toBe("repair");
      await expect(page.getByLabel(labels.address).inputValue()).resolves.toBe("1 Duke's Denver");
      await expect(page.getByLabel(labels.phone).inputValue()).resolves.toBe("973 555 0142 ext. 12");
    }));
});

describe("lead pages", () => {
  for (const path of ["/contact", "/quote"]) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} wakes its form with no console error at ${name} width and records the page as the lead source`, () =>
        withPage(
          async ({ page, errors }) => {
            await page.goto(path);
            await page.locator("form[data-hydrated] button[type=submit]:not([disabled])").waitFor();
            expect(errors).toEqual([]);
            await expect(page.evaluate((key) => localStorage.getItem(key), LEAD_SOURCE_STORAGE_KEY)).resolves.toContain(
              path,
            );
          },
          { viewport },
        ));
    }

    // Issue 14 replaced "This form needs JavaScript to send": without JavaScript the form itself
    // posts (see "without JavaScript" below); the phone number and e-mail stay beside it.
    it(`${path} can be sent without JavaScript: an enabled button posting to the API, phone and e-mail shown`, () =>
      withPage(
        async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
          await expect(page.locator('main a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
          // The lead form (on /quote the service-area question is a second, GET form).
          const form = page.locator('main form[method="post"]');
          await expect(form.getAttribute("action")).resolves.toBe(path === "/contact" ? "/api/contact" : "/api/quotes");
          await expect(form.locator("button[type=submit]").isEnabled()).resolves.toBe(true);
        },
        { javaScriptEnabled: false },
      ));
  }
});
