/**
 * Typing before a form island wakes up is never lost (issue 24): a slow phone (support/slow-phone.ts)
 * that starts typing on /contact as soon as the HTML is parsed gets one stored lead holding every
 * typed value, whether the send happened before hydration (the plain form post) or after it (the
 * island's JSON), the consent to texts ticked early too. /quote: lead-forms-early-typing-quote.test.ts
 * (one file each, so the two flow workers run them side by side).
 */
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser } from "./support/browser";
import { openOnSlowPhone, sendAndRead, SLOW_PHONE_TEST_MS, typeInto } from "./support/slow-phone";
import { contactFormStrings } from "../../src/shared/strings/leads";
import { TEXT_CONSENT_LABEL } from "../../src/shared/text-consent";

afterAll(closeBrowser);

describe("typing before the form wakes up, on a slow phone", () => {
  it("/contact keeps every typed value", { timeout: SLOW_PHONE_TEST_MS }, async () => {
    const { page, close, wake } = await openOnSlowPhone("/contact");
    try {
      const email = `early-contact-${Date.now()}@example.com`;
      const labels = contactFormStrings.labels;
      await typeInto(page, labels.firstName, "Harriet");
      wake();
      await typeInto(page, labels.lastName, "Vane");
      await typeInto(page, labels.email, email);
      await typeInto(page, labels.phone, "973 555 0142");
      await page.getByLabel(TEXT_CONSENT_LABEL).check();
      await page.getByLabel(labels.serviceType).selectOption("Emergency Repair");
      await typeInto(page, labels.message, "Water in the attic after the storm.");

      expect(await sendAndRead(page, contactFormStrings.submit, "/api/contact", email)).toMatchObject([
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
});
