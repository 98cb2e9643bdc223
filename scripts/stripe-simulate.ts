/**
 * Stripe's webhooks by hand, without Stripe (issue 31 item 9, decision 046), as `mail:simulate` does for
 * Postmark: posts an event built from Stripe's documented JSON (scripts/lib/stripe-payloads.ts, each shape
 * cited there) about one of our payments, signed with STRIPE_WEBHOOK_SECRET (default: the dev secret
 * `npm run dev` sets) by Stripe's own helper, to the running site's /api/webhooks/stripe.
 *
 *   npm run stripe:simulate -- completed --payment 3           card paid: checkout.session.completed, payment_status paid
 *   npm run stripe:simulate -- processing --payment 3          ACH: checkout.session.completed, payment_status unpaid
 *   npm run stripe:simulate -- succeeded --payment 3           checkout.session.async_payment_succeeded
 *   npm run stripe:simulate -- failed --payment 3              checkout.session.async_payment_failed
 *   npm run stripe:simulate -- refunded --payment 3 --amount 5000   charge.refunded (amount_refunded in cents)
 *   npm run stripe:simulate -- disputed --payment 3            charge.dispute.created
 *   npm run stripe:simulate -- mismatch --payment 3            completed for $1.00: refused and flagged
 *
 * Uses DATABASE_URL or the local embedded database to read the payment; the site is http://localhost:$PORT
 * (8888) unless --url is given.
 */
import { parseArgs } from "node:util";
import { launcherPorts } from "./lib/launcher-ports";
import { runScript, withScriptDatabase } from "./lib/script-database";
import {
  charge,
  checkoutSession,
  DEV_STRIPE_WEBHOOK_SECRET,
  dispute,
  postSignedEvent,
  stripeEvent,
  type StripeObject,
} from "./lib/stripe-payloads";

const KINDS = ["completed", "processing", "succeeded", "failed", "refunded", "disputed", "mismatch"] as const;
type Kind = (typeof KINDS)[number];
const USAGE = `usage: npm run stripe:simulate -- <${KINDS.join("|")}> --payment N [--amount CENTS] [--url http://localhost:8888]`;

async function buildEvent(kind: Kind, paymentId: number, amount?: number): Promise<StripeObject> {
  const payment = await withScriptDatabase((db) =>
    db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst(),
  );
  if (!payment) throw new Error(`No payment ${paymentId} in this database.\n${USAGE}`);
  const intent = payment.paymentIntentId ?? `pi_test_simulated_${payment.id}`;
  const session = (paymentStatus: "paid" | "unpaid", total = payment.amountCents) =>
    checkoutSession({
      id: payment.checkoutSessionId ?? undefined,
      amountTotal: total,
      currency: payment.currency,
      metadata: {
        payment_id: String(payment.id),
        quote_id: String(payment.quoteId),
        proposal_id: String(payment.proposalId ?? ""),
      },
      clientReferenceId: `payment-${payment.id}`,
      paymentStatus,
      status: "complete",
      paymentIntent: intent,
    });
  switch (kind) {
    case "completed":
      return stripeEvent("checkout.session.completed", session("paid"));
    case "processing":
      return stripeEvent("checkout.session.completed", session("unpaid"));
    case "succeeded":
      return stripeEvent("checkout.session.async_payment_succeeded", session("paid"));
    case "failed":
      return stripeEvent("checkout.session.async_payment_failed", session("unpaid"));
    case "mismatch":
      return stripeEvent("checkout.session.completed", session("paid", 100));
    case "refunded":
      return stripeEvent(
        "charge.refunded",
        charge({ paymentIntent: intent, amount: payment.amountCents, amountRefunded: amount ?? payment.amountCents }),
      );
    case "disputed":
      return stripeEvent("charge.dispute.created", dispute({ paymentIntent: intent, amount: payment.amountCents }));
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { payment: { type: "string" }, amount: { type: "string" }, url: { type: "string" } },
  });
  const kind = positionals[0] as Kind | undefined;
  if (!kind || !KINDS.includes(kind) || !/^\d+$/.test(values.payment ?? "")) throw new Error(USAGE);
  const event = await buildEvent(kind, Number(values.payment), values.amount ? Number(values.amount) : undefined);
  const base = values.url ?? `http://localhost:${launcherPorts(process.env).site}`;
  const secret = process.env.STRIPE_WEBHOOK_SECRET ?? DEV_STRIPE_WEBHOOK_SECRET;
  const response = await postSignedEvent(new URL("/api/webhooks/stripe", base).toString(), event, secret);
  console.log(
    `[stripe:simulate] ${String(event.type)} ${String(event.id)} → ${response.status} ${await response.text()}`,
  );
  if (!response.ok) process.exitCode = 1;
}

runScript(main);
