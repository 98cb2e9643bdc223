/**
 * Paying a signed version's deposit through Stripe Checkout (issue 31 items 4 and 10, decision 046).
 * The amount is the signed option's deposit from the frozen document, never anything the browser
 * sends. One deposit row per version (unique index), locked while its session is made
 * (checkout-session.ts), so twenty clicks at once make one session: the first makes it, the rest
 * wait for the lock and reuse its URL. No card data touches our servers: Stripe's hosted page.
 */
import type { Db } from "../../db/schema";
import { PaymentRefused } from "../../payments/payment-errors";
import { findQuote } from "../../quotes/quotes.repository";
import { lockDepositRow } from "../../payments/payments.repository";
import { checkoutUrlFor } from "./checkout-session";
import { stripeClient } from "../../payments/stripe-client";
import { findCancellation } from "../../proposals/cancellations.repository";
import { versionOf } from "../../proposals/customer-page.service";
import { proposalPath } from "../../proposals/proposal-token";
import { findAcceptance } from "../../proposals/proposals.repository";

/** The signed version's deposit in cents (0 when none), and the option it is for. */
export async function signedDeposit(db: Db, token: string) {
  const row = await versionOf(db, token);
  const acceptance = row.status === "accepted" ? await findAcceptance(db, row.id) : undefined;
  if (!acceptance) return { row, acceptance: undefined, option: undefined, depositCents: 0 };
  const option = row.frozen.options.find((candidate) => candidate.id === acceptance.optionId);
  return { row, acceptance, option, depositCents: option?.totals.depositCents ?? 0 };
}

/** The Checkout page's URL for the deposit of the version `token` opens; PaymentRefused when it cannot be paid. */
export async function depositCheckoutUrl(db: Db, token: string, now = new Date()): Promise<string> {
  const { row, acceptance, option, depositCents } = await signedDeposit(db, token);
  if (!acceptance || !option) throw new PaymentRefused("notSigned");
  if (await findCancellation(db, row.id)) throw new PaymentRefused("cancelled");
  if (depositCents <= 0) throw new PaymentRefused("noDeposit");
  const stripe = await stripeClient();
  if (!stripe) throw new PaymentRefused("offline");
  const quote = await findQuote(db, row.quoteId);
  if (!quote || quote.status === "cancelled") throw new PaymentRefused("cancelled");
  return db.transaction().execute(async (trx) => {
    const payment = await lockDepositRow(trx, { quoteId: quote.id, proposalId: row.id, amountCents: depositCents });
    return checkoutUrlFor(
      trx,
      stripe,
      payment,
      {
        kind: "deposit",
        description: `Deposit: ${option.title} (proposal v${row.frozen.version})`,
        customerEmail: quote.email,
        pagePath: proposalPath(token),
        anchor: "deposit",
        metadata: { quote_id: String(quote.id), proposal_id: String(row.id) },
      },
      now,
    );
  });
}
