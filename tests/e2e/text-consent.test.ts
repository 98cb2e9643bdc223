/**
 * Consent to texts on the quote form at 375 px (issue 32, item 1): choosing Text ticks "Text me
 * about my request" until the visitor sets the box, the box works by keyboard, a ticked box with a
 * Canadian number is refused on the phone field (axe on that state), and the sent quote is stored
 * with its consent, the words' version, the phone in E.164 and the browser's User-Agent.
 */
import { afterAll, describe, expect, it } from "vitest";
import { axeViolations, closeBrowser, VIEWPORTS, withPage } from "./support/browser";
import { fillByLabel, query, sendQuoteForm } from "./support/leads";
import { leadMessages, quoteFormStrings } from "../../src/shared/strings/leads";
import { TEXT_CONSENT_LABEL, TEXT_CONSENT_VERSION } from "../../src/shared/text-consent";

afterAll(closeBrowser);

const labels = quoteFormStrings.labels;

describe("the quote form's consent to texts, at 375 px", () => {
  it("follows Text until the visitor sets it, refuses a Canadian number, stores the consent with its proof", () =>
    withPage(
      async ({ page, errors }) => {
        await page.goto("/quote");
        await page.locator("form[data-hydrated]").waitFor();
        const box = page.getByRole("checkbox", { name: TEXT_CONSENT_LABEL });
        await expect(box.isChecked()).resolves.toBe(false);
        await page.getByLabel("Text", { exact: true }).check();
        await expect(box.isChecked()).resolves.toBe(true);
        await page.getByLabel("Email", { exact: true }).check();
        await expect(box.isChecked()).resolves.toBe(false);

        // By keyboard: focus the box, Space ticks it; from then on the method no longer moves it.
        await box.focus();
        await page.keyboard.press("Space");
        await expect(box.isChecked()).resolves.toBe(true);
        await page.getByLabel("Phone", { exact: true }).check();
        await expect(box.isChecked()).resolves.toBe(true);

        const email = `consent-e2e-${Date.now()}@example.com`;
        await fillByLabel(page, {
          [labels.phone]: "+1 416 555 0142",
          [labels.firstName]: "Dorothy",
          [labels.lastName]: "Sayers",
          [labels.email]: email,
          [labels.zipCode]: "07945",
          [labels.address]: "3 Mine Brook Road",
          [labels.city]: "Mendham",
          [labels.state]: "NJ",
        });
        await sendQuoteForm(page);
        const phoneError = page.locator("#quote-phone-error");
        await expect(phoneError.textContent()).resolves.toBe(leadMessages.textConsentUsOnly);
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        await page.getByLabel(labels.phone).fill("908 555 0101");
        await page.getByRole("button", { name: quoteFormStrings.submit }).click();
        await page.getByRole("heading", { name: quoteFormStrings.successHeading }).waitFor();
        const userAgent = await page.evaluate(() => navigator.userAgent);
        const rows = await query<Record<string, unknown>>(
          "select phone_e164, text_consent, text_consent_version, text_consent_user_agent, text_consent_at from quotes where email = $1",
          [email],
        );
        expect(rows).toMatchObject([
          {
            phone_e164: "+19085550101",
            text_consent: true,
            text_consent_version: TEXT_CONSENT_VERSION,
            text_consent_user_agent: userAgent,
          },
        ]);
        expect(rows[0]!.text_consent_at).not.toBeNull();
        expect(errors).toEqual([]);
      },
      { viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true },
    ));
});
