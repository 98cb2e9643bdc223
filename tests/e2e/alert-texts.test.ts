/**
 * "Alerts by text" on the account page at 375 px (issue 32, item 6): a Canadian number is refused
 * on its field (axe on that state), a US number and "as well as push" are saved by keyboard and
 * kept in E.164; no sideways scroll.
 */
import { afterAll, describe, expect, it } from "vitest";
import { alertTextsModeOptions } from "../../src/shared/alert-texts";
import { pages } from "../../src/shared/pages";
import { alertStrings } from "../../src/shared/strings/alerts";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, closeBrowser, VIEWPORTS, withPage } from "./support/browser";
import { query } from "./support/leads";

afterAll(closeBrowser);

const text = alertStrings.texts;

describe("alerts by text, at 375 px", () => {
  it("refuses a Canadian number on its field, saves a US number by keyboard", () =>
    withPage(
      async ({ page, errors }) => {
        await openAsDevAdmin(page, pages.adminAccount.path);
        const panel = page.getByRole("region", { name: text.title });
        const phone = panel.getByLabel(text.phone);
        await phone.fill("+1 416 555 0142");
        await panel.getByRole("button", { name: text.save }).click();
        await panel.getByText(text.messages.phone, { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        await phone.fill("(908) 555-0101");
        const withPush = panel.getByLabel(alertTextsModeOptions[1].label);
        await withPush.focus();
        await page.keyboard.press("Space");
        await expect(withPush.isChecked()).resolves.toBe(true);
        await panel.getByRole("button", { name: text.save }).focus();
        await page.keyboard.press("Enter");
        await page.getByText(text.saved, { exact: true }).first().waitFor();
        const rows = await query<{ alert_phone_e164: string; alert_texts: string }>(
          "select alert_phone_e164, alert_texts from users where email = 'admin@example.com'",
          [],
        );
        expect(rows).toEqual([{ alert_phone_e164: "+19085550101", alert_texts: "with-push" }]);
        expect(errors).toEqual([]);
      },
      { viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true },
    ));
});
