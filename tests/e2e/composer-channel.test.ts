/**
 * The lead page's composer channel at 375 px (issue 32, item 3): E-mail · Text as a radio group,
 * E-mail chosen, Text disabled with its reason while the lead cannot be texted (here the customer
 * did not agree to texts; texting itself is on, the run's Messages API stand-in); the e-mail
 * composer unchanged; axe.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLeadPath } from "../../src/shared/pages";
import { conversationStrings } from "../../src/shared/strings/conversation";
import { smsStrings } from "../../src/shared/strings/sms";
import { textingComposerStrings as t } from "../../src/shared/strings/texting";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, closeBrowser } from "./support/browser";
import { insertFlowQuote } from "./support/sample-leads";
import { closeSuite, openOwnerSuite } from "./support/suite";

let suite: Awaited<ReturnType<typeof openOwnerSuite>>;
beforeAll(async () => {
  suite = await openOwnerSuite();
});
afterAll(async () => {
  await closeSuite({ session: suite.owner, db: suite.db });
  await closeBrowser();
});

describe("the composer's channel", () => {
  it("offers E-mail · Text, Text disabled with the reason while the customer has not agreed to texts", async () => {
    const id = await insertFlowQuote(suite.db, {
      firstName: "Agatha",
      lastName: "Troy",
      email: `composer-channel-${Date.now()}@example.com`,
    });
    const { page } = suite;
    await openAsDevAdmin(page, adminLeadPath("quote", id));
    const group = page.getByRole("group", { name: t.channel });
    await group.waitFor();
    await expect(group.getByRole("radio", { name: t.email }).isChecked()).resolves.toBe(true);
    const text = group.getByRole("radio", { name: t.text });
    await expect(text.isDisabled()).resolves.toBe(true);
    // The lead's own reason, once the timeline has answered.
    await group.getByText(smsStrings.refused["no-consent"], { exact: true }).waitFor();
    await page.getByLabel(conversationStrings.composer.label).fill("Tuesday at nine works for us.");
    await expect(page.getByRole("button", { name: conversationStrings.composer.send }).isEnabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
