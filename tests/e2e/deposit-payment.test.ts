/**
 * From signature to paid, at 375 px (issue 31 items 4, 7 and 11, decision 046): the customer approves a
 * proposal with a 30 % deposit, pays it on the Stripe stand-in's checkout page (which posts the signed
 * checkout.session.completed to the site's webhook, support/stripe-e2e.ts), comes back to the paid state
 * and gets the receipt (the outbox e-mail); the owner sees the deposit paid in the quote's Payments panel,
 * tries a refund over what was paid (the API's 400 on its field), records the second payment by cheque
 * (part of the balance: a double click records one) and sends the final invoice; the customer opens it,
 * sees what is left on it and pays that on the stand-in's checkout (issue 31 items 5 and 7, decision 052).
 * Each screen passes axe with no sideways scroll.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_EVENTS } from "../../src/shared/contract/contract-terms";
import { formatCents } from "../../src/shared/proposals/money";
import { invoiceConsoleStrings as bills, invoicePageStrings as invoiceText } from "../../src/shared/strings/invoices";
import { paymentConsoleStrings as panel, paymentMailStrings } from "../../src/shared/strings/payments";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, VIEWPORTS, withPage } from "./support/browser";
import { approveAndPayDeposit, DEPOSIT_CENTS, overflowX, quoteWithDepositProposal } from "./support/deposit";
import { closeSuite, openOwnerSuite } from "./support/suite";

/** $2,500.00 with a 30 % deposit; the second payment by cheque leaves $750.00 on the final invoice. */
const DEPOSIT = DEPOSIT_CENTS;
const BALANCE = 175_000;
const CHEQUE = 100_000;
const LEFT = BALANCE - CHEQUE;
const tag = `Deposit${Date.now().toString(36)}`;
let suite: Awaited<ReturnType<typeof openOwnerSuite>>;
const invoicePaidPrefix = invoiceText.paid(BALANCE, "\u0000").split("\u0000")[0]!;

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
    const { quoteId, link } = await quoteWithDepositProposal(db, page, person);

    await withPage(
      async ({ page: customer }) => {
        await approveAndPayDeposit(customer, link, "Rosalind Franklin", DEPOSIT);
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

    // The second payment by cheque, part of the balance (a double click records one), then the final invoice.
    await payments.getByRole("button", { name: panel.record }).click();
    const record = payments.getByRole("form", { name: panel.recordHeading });
    await record.getByLabel(panel.method).selectOption("cheque");
    await record.getByLabel(panel.amount).fill("1,000.00");
    await record.getByLabel(panel.reference).fill("Cheque 2207");
    expect(await axeViolations(page)).toEqual([]);
    await payments.getByRole("button", { name: panel.save }).dblclick();
    await list.getByText(/Cheque 2207/).waitFor({ timeout: 30_000 });
    await payments.getByText(formatCents(LEFT), { exact: true }).waitFor();
    const invoices = page.getByRole("region", { name: bills.heading });
    const final = invoices.getByRole("listitem").filter({ hasText: `2. ${PAYMENT_EVENTS.completion}` });
    await final.getByText(bills.partlyPaid(formatCents(CHEQUE), formatCents(BALANCE))).waitFor({ timeout: 30_000 });
    await invoices.getByRole("button", { name: `${bills.send}: ${bills.invoiceLabel(2)}` }).click();
    const invoiceLink = final.getByRole("link", { name: bills.copyLink });
    await invoiceLink.waitFor({ timeout: 30_000 });
    expect(await overflowX(page)).toBe(0);
    const invoicePath = new URL((await invoiceLink.getAttribute("href"))!).pathname;

    // The customer opens the final invoice: what is left on it, paid on the stand-in's checkout.
    await withPage(
      async ({ page: customer }) => {
        await customer.goto(invoicePath);
        const sheet = customer.getByRole("region", { name: PAYMENT_EVENTS.completion });
        await sheet.getByText(formatCents(LEFT), { exact: true }).waitFor();
        expect(await axeViolations(customer)).toEqual([]);
        expect(await overflowX(customer)).toBe(0);
        await customer.getByRole("button", { name: invoiceText.payButton(LEFT) }).click();
        await customer.waitForURL((url) => url.pathname.startsWith("/checkout/"), { timeout: 30_000 });
        await customer.getByRole("button", { name: `Pay ${formatCents(LEFT)}` }).click({ timeout: 30_000 });
        await customer.waitForURL((url) => url.pathname === invoicePath, { timeout: 30_000 });
        const paid = customer.getByText(invoicePaidPrefix);
        await expect.poll(async () => (await customer.reload(), paid.count()), { timeout: 30_000 }).toBe(1);
      },
      { viewport: VIEWPORTS.mobile },
    );
    await page.reload();
    await payments.getByText(formatCents(0), { exact: true }).waitFor({ timeout: 30_000 });

    const rows = await db
      .selectFrom("payments")
      .select(["method", "amountCents", "status"])
      .where("quoteId", "=", quoteId)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { method: "stripe", amountCents: DEPOSIT, status: "paid" },
      { method: "cheque", amountCents: CHEQUE, status: "paid" },
      { method: "stripe", amountCents: LEFT, status: "paid" },
    ]);
  });
});
