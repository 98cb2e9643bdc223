/**
 * Typing before the quote form's island wakes up is never lost (issue 24), on a slow phone
 * (support/slow-phone.ts): one stored quote holding every typed value, by the plain form post or
 * the island's JSON. /contact: lead-forms-early-typing.test.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser } from "./support/browser";
import { openOnSlowPhone, sendAndRead, SLOW_PHONE_TEST_MS, typeInto } from "./support/slow-phone";
import { quoteFormStrings } from "../../src/shared/strings/leads";

afterAll(closeBrowser);

describe("typing before the form wakes up, on a slow phone", () => {
  it("/quote keeps every typed value", { timeout: SLOW_PHONE_TEST_MS }, async () => {
    const { page, close, wake } = await openOnSlowPhone("/quote");
    try {
      const email = `early-quote-${Date.now()}@example.com`;
      const labels = quoteFormStrings.labels;
      await typeInto(page, labels.firstName, "Mary");
      wake();
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

      expect(await sendAndRead(page, quoteFormStrings.submit, "/api/quotes", email)).toMatchObject([
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
