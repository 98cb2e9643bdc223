/**
 * Paying a signed version's deposit through Stripe Checkout (issue 31 items 4 and 10, decision 046).
 * The amount is the signed option's deposit from the frozen document, never anything the browser
 * sends. One deposit row per version (unique index), locked while its session is made, so twenty
 * clicks at once make one session: the first makes it, the rest wait for the lock and reuse its URL.
 * Each session has its own idempotency key (`deposit-{paymentId}-{attempt}`), so a retry of a create
 * whose answer was lost returns the same session (docs.stripe.com/api/idempotent_requests). A session
 * near its expiry is replaced by a new attempt. No card data touches our servers: Stripe's hosted page.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { getEnv } from "../../env";
import { PaymentRefused } from "../../payments/payment-errors";
import { findQuote } from "../../quotes/quotes.repository";
import { lockDepositRow, updatePayment } from "../../payments/payments.repository";
import { stripeClient } from "../../payments/stripe-client";
import { findCancellation } from "../../proposals/cancellations.repository";
import { versionOf } from "../../proposals/customer-page.service";
import { proposalPath } from "../../proposals/proposal-token";
import { findAcceptance } from "../../proposals/proposals.repository";

/** A session is reused while it has this long left; Checkout sessions last at most 24 h. */
const REUSE_MARGIN_MS = 30 * 60_000;
const SESSION_LIFETIME_S = 23 * 3600;

/** The signed version's deposit in cents (0 when none), and the option it is for. */
export async function signedDeposit(db: Kysely<Database>, token: string) {
  const row = await versionOf(db, token);
  const acceptance = row.status === "accepted" ? await findAcceptance(db, row.id) : undefined;
  if (!acceptance) return { row, acceptance: undefined, option: undefined, depositCents: 0 };
  const option = row.frozen.options.find((candidate) => candidate.id === acceptance.optionId);
  return { row, acceptance, option, depositCents: option?.totals.depositCents ?? 0 };
}

/** The Checkout page's URL for the deposit of the version `token` opens; PaymentRefused when it cannot be paid. */
export async function depositCheckoutUrl(db: Kysely<Database>, token: string, now = new Date()): Promise<string> {
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
    if (payment.status === "paid") throw new PaymentRefused("paid");
    if (payment.status === "processing") throw new PaymentRefused("processing");
    const live = payment.checkoutExpiresAt && payment.checkoutExpiresAt.getTime() - REUSE_MARGIN_MS > now.getTime();
    if (payment.checkoutUrl && live) return payment.checkoutUrl;
    const attempt = payment.checkoutAttempts + 1;
    const page = new URL(proposalPath(token), getEnv().SITE_URL).toString();
    const ids = { payment_id: String(payment.id), quote_id: String(quote.id), proposal_id: String(row.id) };
    const description = `Deposit: ${option.title} (proposal v${row.frozen.version})`;
    let session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // Card and US bank account (ACH): a slate roof's deposit runs to thousands of dollars. stripe@23
          // (API 2026-09-30.endive on) replaced `payment_method_types` here by `allowed_payment_method_types`.
          allowed_payment_method_types: ["card", "us_bank_account"],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency,
                unit_amount: payment.amountCents,
                product_data: { name: description },
              },
            },
          ],
          customer_email: quote.email,
          client_reference_id: `payment-${payment.id}`,
          metadata: ids,
          // No receipt_email: Stripe's own receipt stays off; ours goes out through the outbox.
          payment_intent_data: { metadata: ids, description },
          success_url: `${page}?paid={CHECKOUT_SESSION_ID}#deposit`,
          cancel_url: `${page}#deposit`,
          expires_at: Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_S,
        },
        { idempotencyKey: `deposit-${payment.id}-${attempt}` },
      );
    } catch (error) {
      console.error(
        `[stripe] checkout session for payment ${payment.id} failed:`,
        error instanceof Error ? error.message : error,
      );
      throw new PaymentRefused("unavailable");
    }
    if (session.amount_total !== payment.amountCents || !session.url) throw new PaymentRefused("unavailable");
    await updatePayment(trx, payment.id, {
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      checkoutExpiresAt: new Date(session.expires_at * 1000),
      checkoutAttempts: attempt,
      status: "pending",
      failedAt: null,
    });
    return session.url;
  });
}
