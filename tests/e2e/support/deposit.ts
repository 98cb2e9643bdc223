/**
 * The customer's "Approve & pay deposit" at 375 px (decision 046): signs the proposal at `link`, pays
 * the deposit on the Stripe stand-in's checkout page (which posts the signed checkout.session.completed
 * to the site's webhook, support/stripe-e2e.ts), and waits, reloading, until the page shows it paid.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { formatCents } from "../../../src/shared/proposals/money";
import { paymentPageStrings as pay } from "../../../src/shared/strings/payments";
import { proposalPageStrings as page$, SIGNATURE_CONSENT } from "../../../src/shared/strings/proposals";
import type { Db } from "../../../src/server/db/schema";
import { quoteWithSentProposal } from "./proposals";

/** The deposit of the flow proposal below: 30 % of its $2,500.00. */
export const DEPOSIT_CENTS = 75_000;

/** A flow quote with a proposal sent whose deposit is 30 % (`quoteWithSentProposal`). */
export const quoteWithDepositProposal = (
  db: Db,
  ownerPage: Page,
  person: Parameters<typeof quoteWithSentProposal>[2],
) => quoteWithSentProposal(db, ownerPage, person, 3000);

export async function approveAndPayDeposit(customer: Page, link: string, fullName: string, depositCents: number) {
  await customer.goto(link);
  await customer.getByLabel(page$.accept.fullName).fill(fullName);
  await customer.getByRole("checkbox", { name: SIGNATURE_CONSENT.text }).check();
  await customer.getByRole("button", { name: pay.approveAndPay }).click();
  // The stand-in's hosted page (Stripe's, in production): pay by card.
  await customer.getByRole("button", { name: `Pay ${formatCents(depositCents)}` }).click({ timeout: 30_000 });
  await customer.waitForURL((url) => url.pathname === new URL(link, url).pathname, { timeout: 30_000 });
  // The webhook is processed after its answer: the page says "confirming" until then.
  const paidPrefix = pay.paid(depositCents, "\u0000").split("\u0000")[0]!;
  const paid = customer.locator("#deposit").getByText(paidPrefix);
  await expect.poll(async () => (await customer.reload(), paid.count()), { timeout: 30_000 }).toBe(1);
}

/** Pixels the page scrolls sideways (0 at 375 px). */
export const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
