/**
 * The contact and quote forms in Chromium with JavaScript disabled, against the production build
 * and a real database (issue 14): each is sent as a plain form post, lands on its thank-you page
 * and is stored exactly once; invalid input comes back as a page with each field's message and the
 * typed values, which can be corrected and sent again.
 */
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, openPage } from "./support/browser";
import { fillByLabel, query } from "./support/leads";
import { expectNoCspViolations, watchCsp } from "./support/security";
import {
  contactFormStrings,
  leadFormPostStrings,
  leadMessages,
  quoteFormStrings,
} from "../../src/shared/strings/leads";

afterAll(closeBrowser);

const noJs = () => openPage({ javaScriptEnabled: false });

describe("lead forms without JavaScript", () => {
  it("sends a consultation request: thank-you page, one stored row", async () => {
    const { page, close } = await noJs();
    try {
      await page.goto("/contact");
      const email = `nojs-contact-${Date.now()}@example.com`;
      const labels = contactFormStrings.labels;
      await fillByLabel(page, {
        [labels.firstName]: "Harriet",
        [labels.lastName]: "Vane",
        [labels.email]: email,
        [labels.message]: "Three cracked slates above the dormer.",
      });
      await page.getByLabel(labels.serviceType).selectOption("Repair & Maintenance");
      await page.getByRole("button", { name: contactFormStrings.submit }).click();

      await page.waitForURL(/\/contact\/thanks\/?$/);
      await page.getByRole("heading", { level: 1, name: contactFormStrings.successHeading }).waitFor();
      await page.getByText(contactFormStrings.successBody).waitFor();
      await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");

      const rows = await query<{ service_type: string; is_spam: boolean; phone: string | null }>(
        "select service_type, is_spam, phone from contact_submissions where email = $1",
        [email],
      );
      expect(rows).toEqual([{ service_type: "Repair & Maintenance", is_spam: false, phone: null }]);
    } finally {
      await close();
    }
  });

  it("sends a quote with the form's defaults: thank-you page with next steps, one stored row", async () => {
    const { page, close } = await noJs();
    try {
      await page.goto("/quote");
      const email = `nojs-quote-${Date.now()}@example.com`;
      const labels = quoteFormStrings.labels;
      await fillByLabel(page, {
        [labels.firstName]: "Peter",
        [labels.lastName]: "Wimsey",
        [labels.email]: email,
        [labels.phone]: "973 555 0142",
        [labels.address]: "110A Piccadilly",
        [labels.city]: "Morristown",
        [labels.state]: "NJ",
        [labels.zipCode]: "07960",
      });
      await page.getByLabel(labels.projectType).selectOption("repair");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();

      await page.waitForURL(/\/quote\/thanks\/?$/);
      await page.getByRole("heading", { level: 1, name: quoteFormStrings.successHeading }).waitFor();
      for (const step of quoteFormStrings.nextSteps) await page.getByText(step).waitFor();

      const rows = await query<{ project_type: string; urgency: string; preferred_contact_method: string }>(
        "select project_type, urgency, preferred_contact_method from quotes where email = $1",
        [email],
      );
      expect(rows).toEqual([{ project_type: "repair", urgency: "standard", preferred_contact_method: "phone" }]);
    } finally {
      await close();
    }
  });

  it("invalid input: a page listing each field's message with the typed values, corrected and sent again", async () => {
    const { page, close } = await noJs();
    try {
      await page.goto("/contact");
      const email = `nojs-fix-${Date.now()}@example.com`;
      const labels = contactFormStrings.labels;
      await fillByLabel(page, {
        [labels.firstName]: "Bunter <b>",
        [labels.email]: "not-an-email",
        [labels.message]: "Short",
      });
      await page.getByRole("button", { name: contactFormStrings.submit }).click();

      await page.getByRole("heading", { level: 1, name: leadFormPostStrings.invalidTitle }).waitFor();
      const alert = page.getByRole("alert");
      for (const message of [
        leadMessages.firstNameInvalid,
        leadMessages.lastNameRequired,
        leadMessages.emailInvalid,
        leadMessages.messageTooShort,
      ])
        await expect(alert.innerText()).resolves.toContain(message);
      await expect(page.getByLabel(labels.firstName).inputValue()).resolves.toBe("Bunter <b>");
      await expect(page.getByLabel(labels.message).inputValue()).resolves.toBe("Short");

      // Names hold only what names contain (issue 11), so the typed "<b>" is corrected too.
      await fillByLabel(page, {
        [labels.firstName]: "Mervyn",
        [labels.lastName]: "Bunter",
        [labels.email]: email,
        [labels.message]: "Please look at the flashing on the north side.",
      });
      await page.getByRole("button", { name: contactFormStrings.submit }).click();
      await page.waitForURL(/\/contact\/thanks\/?$/);
      const rows = await query<{ first_name: string }>("select first_name from contact_submissions where email = $1", [
        email,
      ]);
      expect(rows).toEqual([{ first_name: "Mervyn" }]);
    } finally {
      await close();
    }
  });

  it("the function-rendered page loads its own style under its CSP, with no violation", async () => {
    const testPage = await openPage();
    const { page } = testPage;
    try {
      await watchCsp(page);
      await page.goto("/contact");
      // An empty plain post, as a browser whose island never ran would send it.
      await page.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/api/contact";
        document.body.append(form);
        form.submit();
      });
      await page.getByRole("heading", { level: 1, name: leadFormPostStrings.invalidTitle }).waitFor();
      await expect(page.evaluate(() => getComputedStyle(document.body).maxWidth)).resolves.toBe("640px");
      await expectNoCspViolations(testPage);
    } finally {
      await testPage.close();
    }
  });
});
