/**
 * The contact and quote forms in Chromium against the production build and a real database:
 * submit and see the success view, toast and stored row; every validation message; a failing API
 * keeps what was typed; no accessibility violations at phone and desktop widths.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { axeViolations, closeBrowser, openPage, VIEWPORTS } from "./support/browser";
import { query } from "./support/leads";
import { contactFormStrings, leadMessages, quoteFormStrings } from "../../src/shared/strings/leads";
import { LEAD_SOURCE_STORAGE_KEY } from "../../src/shared/lead-source";

afterAll(closeBrowser);

/** The spam screen wants a human-like fill time. */
const humanPause = (page: Page) => page.waitForTimeout(3200);

/**
 * The button is enabled before hydration too (a plain form post then): wait for the island to
 * take over the form, or a click would post the form instead of sending JSON.
 */
async function waitForHydration(page: Page, buttonText: string) {
  await page
    .locator("form[data-hydrated]")
    .getByRole("button", { name: buttonText })
    .and(page.locator(":not([disabled])"))
    .waitFor();
}

describe("contact form", () => {
  it("sends a consultation request: success view, toast, stored row with its lead source", async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto("/contact?utm_source=e2e&utm_campaign=forms");
      await waitForHydration(page, contactFormStrings.submit);
      const email = `e2e-contact-${Date.now()}@example.com`;
      await page.getByLabel(contactFormStrings.labels.firstName).fill("Harriet");
      await page.getByLabel(contactFormStrings.labels.lastName).fill("Vane");
      await page.getByLabel(contactFormStrings.labels.email).fill(email.toUpperCase());
      await page.getByLabel(contactFormStrings.labels.phone).fill("973 555 0142");
      await page.getByLabel(contactFormStrings.labels.serviceType).selectOption("Repair & Maintenance");
      await page.getByLabel(contactFormStrings.labels.message).fill("Three cracked slates above the dormer.");
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
      const firstName = page.getByLabel(contactFormStrings.labels.firstName);
      await expect(firstName.inputValue()).resolves.toBe("");
      await expect(firstName.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows every validation message on its field and moves focus to the first invalid one", async () => {
    const { page, close } = await openPage();
    try {
      await page.goto("/contact");
      await waitForHydration(page, contactFormStrings.submit);
      await page.getByLabel(contactFormStrings.labels.email).fill("not-an-email");
      await page.getByLabel(contactFormStrings.labels.message).fill("short");
      await page.getByRole("button", { name: contactFormStrings.submit }).click();

      for (const message of [
        leadMessages.firstNameRequired,
        leadMessages.lastNameRequired,
        leadMessages.emailInvalid,
        leadMessages.messageTooShort,
      ]) {
        await page.getByText(message, { exact: true }).first().waitFor();
      }
      const firstName = page.getByLabel(contactFormStrings.labels.firstName);
      await expect(firstName.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(firstName.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      const describedBy = await firstName.getAttribute("aria-describedby");
      await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe(leadMessages.firstNameRequired);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("keeps everything typed and shows the failure toast when the API fails", async () => {
    const { page, close } = await openPage();
    try {
      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
      await page.goto("/contact");
      await waitForHydration(page, contactFormStrings.submit);
      const typed = {
        [contactFormStrings.labels.firstName]: "Peter",
        [contactFormStrings.labels.lastName]: "Wimsey",
        [contactFormStrings.labels.email]: "peter@example.com",
        [contactFormStrings.labels.message]: "Copper flashing on the chimney has lifted.",
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
      await page.getByRole("button", { name: contactFormStrings.submit }).click();
      await page.getByText(contactFormStrings.failureToast.description).first().waitFor();
      for (const [label, value] of Object.entries(typed)) {
        await expect(page.getByLabel(label).inputValue()).resolves.toBe(value);
      }
      await expect(page.getByRole("button", { name: contactFormStrings.submit }).isEnabled()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
  it("puts the server's field errors on their fields and focuses the first", async () => {
    const { page, close } = await openPage();
    try {
      const serverMessage = "This address bounced last time; please check it";
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: "Please correct the highlighted fields.", fields: { email: serverMessage } }),
        }),
      );
      await page.goto("/contact");
      await waitForHydration(page, contactFormStrings.submit);
      await page.getByLabel(contactFormStrings.labels.firstName).fill("Bunter");
      await page.getByLabel(contactFormStrings.labels.lastName).fill("Mervyn");
      await page.getByLabel(contactFormStrings.labels.email).fill("bunter@example.com");
      await page.getByLabel(contactFormStrings.labels.message).fill("Please look at the valley flashing.");
      await page.getByRole("button", { name: contactFormStrings.submit }).click();
      await page.getByText(serverMessage, { exact: true }).waitFor();
      const email = page.getByLabel(contactFormStrings.labels.email);
      await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(email.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(email.inputValue()).resolves.toBe("bunter@example.com");
      await page.getByText(contactFormStrings.failureToast.description).first().waitFor();
    } finally {
      await close();
    }
  });
});

describe("quote form", () => {
  it("sends a quote request: thank-you with next steps, toast, row as new/phase-1 and its follow-up", async () => {
    const { page, errors, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto("/quote");
      await waitForHydration(page, quoteFormStrings.submit);
      const email = `e2e-quote-${Date.now()}@example.com`;
      const labels = quoteFormStrings.labels;
      await page.getByLabel(labels.firstName).fill("Mary");
      await page.getByLabel(labels.lastName).fill("Russell");
      await page.getByLabel(labels.email).fill(email);
      await page.getByLabel(labels.phone).fill("(908) 555-0101");
      await page.getByLabel(labels.address).fill("12 Church Street");
      await page.getByLabel(labels.city).fill("Bernardsville");
      await page.getByLabel(labels.state).fill("NJ");
      await page.getByLabel(labels.zipCode).fill("07924");
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
    } finally {
      await close();
    }
  });

  it("shows a message on every required field", async () => {
    const { page, close } = await openPage();
    try {
      await page.goto("/quote");
      await waitForHydration(page, quoteFormStrings.submit);
      await page.getByLabel(quoteFormStrings.labels.zipCode).fill("123");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();
      for (const message of [
        leadMessages.firstNameRequired,
        leadMessages.lastNameRequired,
        leadMessages.emailInvalid,
        leadMessages.addressRequired,
        leadMessages.cityRequired,
        leadMessages.stateRequired,
        leadMessages.zipCodeInvalid,
        leadMessages.projectTypeRequired,
      ]) {
        await page.getByText(message, { exact: true }).first().waitFor();
      }
      await expect(
        page.getByLabel(quoteFormStrings.labels.firstName).evaluate((element) => element === document.activeElement),
      ).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it("keeps everything typed and shows the failure toast when the API fails", async () => {
    const { page, close } = await openPage();
    try {
      await page.route("**/api/quotes", (route) => route.fulfill({ status: 500, body: "" }));
      await page.goto("/quote");
      await waitForHydration(page, quoteFormStrings.submit);
      const labels = quoteFormStrings.labels;
      await page.getByLabel(labels.firstName).fill("Lord");
      await page.getByLabel(labels.lastName).fill("Peter");
      await page.getByLabel(labels.email).fill("lp@example.com");
      await page.getByLabel(labels.phone).fill("973 555 0142 ext. 12");
      await page.getByLabel(labels.address).fill("1 Duke's Denver");
      await page.getByLabel(labels.city).fill("Morristown");
      await page.getByLabel(labels.state).fill("NJ");
      await page.getByLabel(labels.zipCode).fill("07960");
      await page.getByLabel(labels.projectType).selectOption("repair");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();
      await page.getByText(quoteFormStrings.failureToast.description).first().waitFor();
      await expect(page.getByLabel(labels.city).inputValue()).resolves.toBe("Morristown");
      await expect(page.getByLabel(labels.projectType).inputValue()).resolves.toBe("repair");
      await expect(page.getByLabel(labels.address).inputValue()).resolves.toBe("1 Duke's Denver");
      await expect(page.getByLabel(labels.phone).inputValue()).resolves.toBe("973 555 0142 ext. 12");
    } finally {
      await close();
    }
  });
});

describe("lead pages", () => {
  for (const path of ["/contact", "/quote"]) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} has no axe violations at ${name} width`, async () => {
        const { page, errors, close } = await openPage({ viewport });
        try {
          await page.goto(path);
          await page.locator("form[data-hydrated] button[type=submit]:not([disabled])").waitFor();
          expect(await axeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
          await expect(page.evaluate((key) => localStorage.getItem(key), LEAD_SOURCE_STORAGE_KEY)).resolves.toContain(
            path,
          );
        } finally {
          await close();
        }
      });
    }

    // Issue 14 replaced "This form needs JavaScript to send": without JavaScript the form itself
    // posts (see "without JavaScript" below); the phone number and e-mail stay beside it.
    it(`${path} can be sent without JavaScript: an enabled button posting to the API, phone and e-mail shown`, async () => {
      const { page, close } = await openPage({ javaScriptEnabled: false });
      try {
        await page.goto(path);
        await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
        await expect(page.locator('main a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
        const form = page.locator("main form");
        await expect(form.getAttribute("method")).resolves.toBe("post");
        await expect(form.getAttribute("action")).resolves.toBe(path === "/contact" ? "/api/contact" : "/api/quotes");
        await expect(form.locator("button[type=submit]").isEnabled()).resolves.toBe(true);
      } finally {
        await close();
      }
    });
  }
});
