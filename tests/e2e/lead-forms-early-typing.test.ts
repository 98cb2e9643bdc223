/**
 * Typing before a form island wakes up is never lost (issue 24): a slow phone (4× CPU slowdown,
 * DevTools' "Slow 4G", 375 px) that starts typing as soon as the HTML is parsed, with human
 * delays, gets one stored lead holding every typed value, whether the send happened before
 * hydration (the plain form post) or after it (the island's JSON), the consent to texts ticked early too.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, openPage, VIEWPORTS } from "./support/browser";
import { query } from "./support/leads";
import { contactFormStrings, quoteFormStrings } from "../../src/shared/strings/leads";
import { TEXT_CONSENT_LABEL } from "../../src/shared/text-consent";

afterAll(closeBrowser);

/** Chrome DevTools' "Slow 4G" preset (bytes per second, milliseconds). */
const SLOW_4G = {
  offline: false,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
  latency: 562.5,
};

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
}

/** Types like a person: a click into the field, then one key at a time. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label);
  await field.click();
  await field.pressSequentially(value, { delay: 45 });
}

/** Waits for the lead the form stored under `email` (by either path) and returns it. */
async function storedLead(table: "contact_submissions" | "quotes", email: string) {
  for (let tries = 0; tries < 60; tries += 1) {
    const rows = await query<Record<string, unknown>>(`select * from ${table} where email = $1`, [email]);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return [];
}

describe("typing before the form wakes up, on a slow phone", () => {
  it("/contact keeps every typed value", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });
    try {
      await slowPhone(page);
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      // Honest only if the typing starts before the island is in charge.
      await expect(page.locator("form[data-hydrated]").count()).resolves.toBe(0);
      const email = `early-contact-${Date.now()}@example.com`;
      const labels = contactFormStrings.labels;
      await typeInto(page, labels.firstName, "Harriet");
      await typeInto(page, labels.lastName, "Vane");
      await typeInto(page, labels.email, email);
      await typeInto(page, labels.phone, "973 555 0142");
      await page.getByLabel(TEXT_CONSENT_LABEL).check();
      await page.getByLabel(labels.serviceType).selectOption("Emergency Repair");
      await typeInto(page, labels.message, "Water in the attic after the storm.");
      await page.getByRole("button", { name: contactFormStrings.submit }).click();

      expect(await storedLead("contact_submissions", email)).toMatchObject([
        {
          first_name: "Harriet",
          last_name: "Vane",
          phone: "(973) 555-0142",
          text_consent: true,
          phone_e164: "+19735550142",
          service_type: "Emergency Repair",
          message: "Water in the attic after the storm.",
        },
      ]);
    } finally {
      await close();
    }
  });

  it("/quote keeps every typed value", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });
    try {
      await slowPhone(page);
      await page.goto("/quote", { waitUntil: "domcontentloaded" });
      await expect(page.locator("form[data-hydrated]").count()).resolves.toBe(0);
      const email = `early-quote-${Date.now()}@example.com`;
      const labels = quoteFormStrings.labels;
      await typeInto(page, labels.firstName, "Mary");
      await typeInto(page, labels.lastName, "Russell");
      await typeInto(page, labels.email, email);
      await typeInto(page, labels.phone, "908 555 0101");
      await typeInto(page, labels.address, "12 Church Street");
      await typeInto(page, labels.city, "Bernardsville");
      await typeInto(page, labels.state, "NJ");
      await typeInto(page, labels.zipCode, "07924");
      await page.getByLabel(labels.projectType).selectOption("repair");
      await page.getByLabel(labels.urgency).selectOption("urgent");
      await page.getByLabel("Text", { exact: true }).check();
      await typeInto(page, labels.description, "Slates sliding off the porch roof.");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();

      expect(await storedLead("quotes", email)).toMatchObject([
        {
          first_name: "Mary",
          last_name: "Russell",
          phone: "(908) 555-0101",
          address: "12 Church Street",
          city: "Bernardsville",
          state: "NJ",
          zip_code: "07924",
          project_type: "repair",
          urgency: "urgent",
          preferred_contact_method: "text",
          description: "Slates sliding off the porch roof.",
        },
      ]);
    } finally {
      await close();
    }
  });
});
