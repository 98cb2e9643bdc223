/**
 * From signature to paid, at 375 px (issue 31 items 4, 7 and 11, decision 046): the customer approves a
 * proposal with a 30 % deposit, pays it on the Stripe stand-in's checkout page (which posts the signed
 * checkout.session.completed to the site's webhook, support/stripe-e2e.ts), comes back to the paid state
 * and gets the receipt (the outbox e-mail); the owner sees the deposit paid in the quote's Payments panel,
 * tries a refund over what was paid (the API's 400 on its field), and records the balance by cheque there.
 * Each screen passes axe with no sideways scroll.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../src/shared/proposals/money";
import {
  paymentConsoleStrings as panel,
  paymentMailStrings,
  paymentPageStrings as pay,
} from "../../src/shared/strings/payments";
import { proposalPageStrings as page$, SIGNATURE_CONSENT } from "../../src/shared/strings/proposals";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, VIEWPORTS, withPage } from "./support/browser";
import { quoteWithSentProposal } from "./support/proposals";
import { closeSuite, openOwnerSuite } from "./support/suite";

/** $2,500.00 with a 30 % deposit. */
const DEPOSIT = 75_000;
const BALANCE = 175_000;
/** Pixels the page scrolls sideways (0 at 375 px). */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
const tag = `Deposit${Date.now().toString(36)}`;
let suite: Awaited<ReturnType<typeof openOwnerSuite>>;
const paidPrefix = pay.paid(DEPOSIT, "\u0000").split("\u0000")[0]!;

beforeAll(async () => {
  suite = await openOwnerSuite();
});
afterAll(() => closeSuite({ session: suite?.owner, db: suite?.db }));

describe("the deposit at 375 px", { timeout: 120_000 }, () => {
  it("is paid through Stripe's checkout, receipted, and the balance recorded by cheque in the console", async () => {
    const { page, db } = suite;
    await openAsDevAdmin(page, "/admin");
    const person = {
      firstName: "Rosalind",
      tag,
      phone: "973-555-0161",
      address: "3 Slate Row",
      description: "Re-slate.",
    };
    const { quoteId, link } = await quoteWithSentProposal(db, page, person, 3000);

    await withPage(
      async ({ page: customer }) => {
        await customer.goto(link);
        await customer.getByLabel(page$.accept.fullName).fill("Rosalind Franklin");
        await customer.getByRole("checkbox", { name: SIGNATURE_CONSENT.text }).check();
        await customer.getByRole("button", { name: pay.approveAndPay }).click();
        // The stand-in's hosted page (Stripe's, in production): pay by card.
        await customer.getByRole("button", { name: `Pay ${formatCents(DEPOSIT)}` }).click({ timeout: 30_000 });
        await customer.waitForURL((url) => url.pathname === new URL(link, url).pathname, { timeout: 30_000 });
        // The webhook is processed after its answer: the page says "confirming" until then.
        const paid = customer.locator("#deposit").getByText(paidPrefix);
        await expect.poll(async () => (await customer.reload(), paid.count()), { timeout: 30_000 }).toBe(1);
        expect(await axeViolations(customer)).toEqual([]);
        expect(await overflowX(customer)).toBe(0);
      },
      { viewport: VIEWPORTS.mobile },
    );
    const receipt = await db
      .selectFrom("emailOutbox")
      .select(["toAddress", "subject"])
      .where("quoteId", "=", quoteId)
      .where("tag", "=", "payment-receipt")
      .where("toAddress", "=", `rosalind-${tag.toLowerCase()}@example.com`)
      .execute();
    expect(receipt).toEqual([expect.objectContaining({ subject: paymentMailStrings.receiptSubject(DEPOSIT) })]);

    await page.goto(`/admin/quotes/${quoteId}`);
    const payments = page.getByRole("region", { name: panel.heading });
    const list = payments.getByRole("list", { name: panel.listCaption });
    await list.getByText(`${panel.purpose.deposit} · ${formatCents(DEPOSIT)}`).waitFor({ timeout: 30_000 });
    await payments.getByText(formatCents(BALANCE), { exact: true }).waitFor();

    // A refund over what the deposit paid: the API's 400, on the amount field (nothing reaches Stripe).
    const deposit = `${panel.purpose.deposit.toLowerCase()} ${formatCents(DEPOSIT)}`;
    await payments.getByRole("button", { name: panel.refundAria(deposit) }).click();
    const refundAmount = payments.getByLabel(panel.refundAmount(DEPOSIT));
    await expect.poll(() => refundAmount.evaluate((input) => input === document.activeElement)).toBe(true);
    await refundAmount.fill("750.01");
    await payments.getByRole("button", { name: panel.refundSave, exact: true }).click();
    await payments.getByText(panel.refundTooLarge(DEPOSIT)).waitFor({ timeout: 30_000 });
    expect(await refundAmount.getAttribute("aria-invalid")).toBe("true");

    await payments.getByRole("button", { name: panel.record }).click();
    const record = payments.getByRole("form", { name: panel.recordHeading });
    await record.getByLabel(panel.method).selectOption("cheque");
    await record.getByLabel(panel.amount).fill("1,750.00");
    await record.getByLabel(panel.reference).fill("Cheque 2207");
    expect(await axeViolations(page)).toEqual([]);
    await payments.getByRole("button", { name: panel.save }).dblclick();
    await list.getByText(/Cheque 2207/).waitFor({ timeout: 30_000 });
    await payments.getByText(formatCents(0), { exact: true }).waitFor();
    expect(await overflowX(page)).toBe(0);

    const rows = await db
      .selectFrom("payments")
      .select(["method", "amountCents", "status"])
      .where("quoteId", "=", quoteId)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { method: "stripe", amountCents: DEPOSIT, status: "paid" },
      { method: "cheque", amountCents: BALANCE, status: "paid" },
    ]);
  });
});
