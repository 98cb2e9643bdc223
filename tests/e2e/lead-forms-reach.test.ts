/**
 * Leads the business can reach (issue 25): a likely e-mail slip gets a one-tap "Did you mean …?",
 * a quote to be answered by phone asks for the number, the rate-limit refusal stays on screen
 * with the phone number, and an urgent request is told what happens next with the 24/7 line.
 */
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, openPage, VIEWPORTS } from "./support/browser";
import { fillByLabel, query, untilHumanPace } from "./support/leads";
import {
  contactFormStrings,
  leadApiMessages,
  leadHints,
  leadMessages,
  quoteFormStrings,
  urgentNextSteps,
} from "../../src/shared/strings/leads";
import { site } from "../../src/shared/site";

afterAll(closeBrowser);

const hydrated = "form[data-hydrated] button[type=submit]:not([disabled])";

describe("reaching the visitor", () => {
  it("contact: one tap takes the suggested address; a refusal to wait stays beside the button with the phone", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      const refusal = leadApiMessages.rateLimited(7);
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: refusal }) }),
      );
      // The page's clock, so the time a toast would stay passes at once (below).
      await page.clock.install();
      await page.goto("/contact");
      await page.locator(hydrated).waitFor();
      const labels = contactFormStrings.labels;
      await fillByLabel(page, {
        [labels.firstName]: "Ann",
        [labels.lastName]: "Lee",
        [labels.email]: "ann.lee@gmial.con",
        [labels.message]: "Moss and two cracked slates.",
      });
      await page.getByRole("button", { name: "ann.lee@gmail.com" }).click();
      await expect(page.getByLabel(labels.email).inputValue()).resolves.toBe("ann.lee@gmail.com");
      await expect(page.getByText(leadHints.didYouMean).count()).resolves.toBe(0);

      await page.getByRole("button", { name: contactFormStrings.submit }).click();
      const alert = page.getByRole("alert").filter({ hasText: refusal });
      await alert.waitFor();
      await expect(alert.getByRole("link").getAttribute("href")).resolves.toBe(site.phone.href);
      await page.clock.runFor(5500); // longer than a toast stays
      await expect(alert.isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it("quote: asks for the phone number to call back, then an urgent request is told what happens next", async () => {
    const { page, close } = await openPage({ viewport: VIEWPORTS.mobile });
    try {
      await page.goto("/quote");
      await page.locator(hydrated).waitFor();
      const labels = quoteFormStrings.labels;
      const email = `reach-quote-${Date.now()}@example.com`;
      await fillByLabel(page, {
        [labels.firstName]: "Mary",
        [labels.lastName]: "Russell",
        [labels.email]: email,
        [labels.address]: "12 Church Street",
        [labels.city]: "Bernardsville",
        [labels.state]: "NJ",
        [labels.zipCode]: "07924",
      });
      await page.getByLabel(labels.projectType).selectOption("repair");
      await page.getByLabel(labels.urgency).selectOption("urgent");
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();
      await page.getByText(leadMessages.phoneRequiredForMethod, { exact: true }).waitFor();
      await expect(
        page.getByLabel(labels.phone).evaluate((element) => element === document.activeElement),
      ).resolves.toBe(true);

      await page.getByLabel(labels.phone).fill("+1 (908) 555-0101 x12");
      await untilHumanPace(page);
      await page.getByRole("button", { name: quoteFormStrings.submit }).click();
      await page.getByRole("heading", { name: urgentNextSteps.heading }).waitFor();
      await expect(
        page.getByRole("link", { name: urgentNextSteps.call(site.phone.display) }).getAttribute("href"),
      ).resolves.toBe(site.phone.href);
      await expect(query("select phone from quotes where email = $1", [email])).resolves.toEqual([
        { phone: "(908) 555-0101 ext. 12" },
      ]);
    } finally {
      await close();
    }
  });
});
