/**
 * Cancelling within three business days with a paid deposit, at 375 px (issue 31 items 2 and 11,
 * decisions 045 and 046): the customer approves a second job and pays its deposit on the Stripe
 * stand-in's checkout page, then cancels from the same page; the deposit is refunded in full through
 * the stand-in (its refund id on our record, its charge.refunded delivered to the webhook) and the
 * owner's Payments panel shows it refunded. Each screen passes axe with no sideways scroll.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentStateOptions } from "../../src/shared/payments";
import { formatCents } from "../../src/shared/proposals/money";
import { contractStrings } from "../../src/shared/strings/contract";
import { paymentConsoleStrings as panel } from "../../src/shared/strings/payments";
import { openAsDevAdmin } from "./support/admin";
import { axeViolations, VIEWPORTS, withPage } from "./support/browser";
import { approveAndPayDeposit, DEPOSIT_CENTS, overflowX, quoteWithDepositProposal } from "./support/deposit";
import { closeSuite, openOwnerSuite } from "./support/suite";

const tag = `Cancel${Date.now().toString(36)}`;
let suite: Awaited<ReturnType<typeof openOwnerSuite>>;

beforeAll(async () => {
  suite = await openOwnerSuite();
});
afterAll(() => closeSuite({ session: suite?.owner, db: suite?.db }));

describe("cancelling with a paid deposit at 375 px", { timeout: 120_000 }, () => {
  it("refunds the deposit in full through Stripe, seen in the owner's Payments panel", async () => {
    const { page, db } = suite;
    await openAsDevAdmin(page, "/admin");
    const person = {
      firstName: "Lucian",
      tag,
      phone: "973-555-0171",
      address: "9 Quarry Lane",
      description: "Re-slate.",
    };
    const { quoteId, link } = await quoteWithDepositProposal(db, page, person);

    await withPage(
      async ({ page: customer }) => {
        await approveAndPayDeposit(customer, link, "Lucian Gray", DEPOSIT_CENTS);
        await customer.getByText(contractStrings.cancel.summary, { exact: true }).click();
        await customer.getByLabel(contractStrings.cancel.reason).fill("We found the money elsewhere.");
        expect(await axeViolations(customer)).toEqual([]);
        expect(await overflowX(customer)).toBe(0);
        await customer.getByRole("button", { name: contractStrings.cancel.confirm }).click();
        await customer.getByRole("heading", { name: contractStrings.cancelled.heading }).waitFor({ timeout: 30_000 });
      },
      { viewport: VIEWPORTS.mobile },
    );

    // The refund is made at the stand-in after the cancellation commits, and its charge.refunded comes back.
    const deposit = () =>
      db.selectFrom("payments").selectAll().where("quoteId", "=", quoteId).where("purpose", "=", "deposit").execute();
    await expect.poll(async () => (await deposit())[0]?.refundedCents, { timeout: 30_000 }).toBe(DEPOSIT_CENTS);
    const [paid] = await deposit();
    const refunds = await db.selectFrom("paymentRefunds").selectAll().where("paymentId", "=", paid!.id).execute();
    expect(refunds).toEqual([expect.objectContaining({ amountCents: DEPOSIT_CENTS, status: "succeeded" })]);
    expect(refunds[0]!.stripeRefundId).toMatch(/^re_/);
    const delivered = () =>
      db
        .selectFrom("stripeEvents")
        .select("outcome")
        .where("type", "=", "charge.refunded")
        .where(sql<string>`payload::text`, "like", `%${paid!.paymentIntentId}%`)
        .execute();
    await expect
      .poll(async () => (await delivered()).map((event) => event.outcome), { timeout: 30_000 })
      .toEqual([`refunded ${DEPOSIT_CENTS}`]);

    await page.goto(`/admin/quotes/${quoteId}`);
    const list = page.getByRole("region", { name: panel.heading }).getByRole("list", { name: panel.listCaption });
    const item = list
      .getByRole("listitem")
      .filter({ hasText: `${panel.purpose.deposit} · ${formatCents(DEPOSIT_CENTS)}` });
    const refunded = paymentStateOptions.find((option) => option.value === "refunded")!.label;
    await item.getByText(refunded, { exact: true }).waitFor({ timeout: 30_000 });
    // The contract's total is gone with it: "Cancelled", not "Not signed yet".
    await page.getByRole("region", { name: panel.heading }).getByText(panel.cancelledTotal, { exact: true }).waitFor();
    expect(await overflowX(page)).toBe(0);
  });
});
