/**
 * Stripe's webhooks (issue 31 items 6 and 10, decision 046): every handled event type posted to the
 * real webhooks function, signed by Stripe's own library as Stripe signs, against the real `stripe`
 * client and the local stand-in; and the bad inputs: unsigned, wrong secret, stale timestamp, a
 * changed body, a replay, and an amount or currency that is not our invoice's.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { charge, checkoutSession, dispute, signPayload, stripeEvent } from "../../scripts/lib/stripe-payloads";
import { paymentFlags } from "../../src/shared/strings/payments";
import { queuedMail, testDb } from "../support/db";
import { depositOf, paymentById, signedProposal } from "../support/deposits";
import { proposalTestSetup } from "../support/proposals";
import { postStripeWebhook, sendStripeEvent, useStripeStandIn } from "../support/stripe";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("stripe-webhooks");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

/** A signed proposal whose customer went on to Checkout: its deposit row and session. */
async function atCheckout() {
  const signed = await signedProposal(cookie, "now");
  const payment = (await depositOf(signed.proposal.id))!;
  expect(signed.location).toBe(payment.checkoutUrl);
  return { ...signed, payment, session: standIn.sessions.get(payment.checkoutSessionId!)! };
}

const post = (delivery: { payload: string; signature: string }) =>
  postStripeWebhook(delivery.payload, delivery.signature);
const storedEvents = async (eventId: string) =>
  testDb().selectFrom("stripeEvents").selectAll().where("eventId", "=", eventId).execute();
const mailOf = (quoteId: number, tag: string) => queuedMail(tag, { quoteId });
const alertsLike = (prefix: string) =>
  testDb().selectFrom("alerts").selectAll().where("eventKey", "like", `${prefix}%`).execute();

describe("a card deposit paid through Checkout", () => {
  it("is marked paid once: receipts to both sides, one alert, the replay stored once", async () => {
    const { payment, quote } = await atCheckout();
    const [completed] = await standIn.pay(payment.checkoutSessionId!, "card");
    const answer = await post(completed!);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false });
    const paid = await paymentById(payment.id);
    expect(paid).toMatchObject({ status: "paid", paymentMethodType: "card", flag: null });
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    const receipts = await mailOf(quote.id, "payment-receipt");
    expect(receipts.map((row) => row.toAddress).sort()).toEqual([quote.email, "info@alpineslateroofing.com"].sort());
    expect(receipts[0]!.subject).toContain("Payment received");
    expect(await alertsLike(`payment-paid:${payment.id}`)).toHaveLength(1);

    const replay = await post(completed!);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: false, duplicate: true });
    const eventId = (JSON.parse(completed!.payload) as { id: string }).id;
    expect(await storedEvents(eventId)).toHaveLength(1);
    expect(await mailOf(quote.id, "payment-receipt")).toHaveLength(2);
  });
});

describe("refused webhooks store nothing", () => {
  it("answers 400 unsigned, with a wrong secret, a stale timestamp or a changed body; 503 with no secret set", async () => {
    const { payment } = await atCheckout();
    const event = stripeEvent("checkout.session.completed", { ...standIn.sessions.get(payment.checkoutSessionId!)! });
    const payload = JSON.stringify(event);
    const stale = Math.floor(Date.now() / 1000) - 301;
    const answers = await Promise.all([
      postStripeWebhook(payload, null),
      postStripeWebhook(payload, await signPayload(payload, "whsec_someoneelse000000")),
      postStripeWebhook(payload, await signPayload(payload, process.env.STRIPE_WEBHOOK_SECRET!, stale)),
      postStripeWebhook(
        payload.replace('"livemode":false', '"livemode":true'),
        await signPayload(payload, process.env.STRIPE_WEBHOOK_SECRET!),
      ),
      postStripeWebhook(payload, "t=1,v1=deadbeef"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await storedEvents(event.id as string)).toEqual([]);
    expect((await paymentById(payment.id)).status).toBe("pending");

    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      expect((await sendStripeEvent(event)).status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
    }
    expect(await storedEvents(event.id as string)).toEqual([]);
  });

  it("refuses and flags an amount or a currency that is not the invoice's: nothing is paid", async () => {
    const { payment, session } = await atCheckout();
    const cheap = stripeEvent("checkout.session.completed", {
      ...session,
      amount_total: 100,
      payment_status: "paid",
      status: "complete",
      payment_intent: "pi_test_cheap",
    });
    expect((await sendStripeEvent(cheap)).status).toBe(200);
    let row = await paymentById(payment.id);
    expect(row.status).toBe("pending");
    expect(row.flag).toBe(paymentFlags.mismatch(100, "usd", payment.amountCents));
    expect((await storedEvents(cheap.id as string))[0]!.outcome).toMatch(/^refused/);
    expect(await alertsLike(`payment-flag:${cheap.id as string}`)).toHaveLength(1);

    const euros = stripeEvent("checkout.session.completed", { ...session, currency: "eur", payment_status: "paid" });
    expect((await sendStripeEvent(euros)).status).toBe(200);
    row = await paymentById(payment.id);
    expect(row.status).toBe("pending");
    expect(row.flag).toContain("EUR");
  });
});

describe("a bank (ACH) deposit", () => {
  it("is processing until async_payment_succeeded, then paid", async () => {
    const { payment, quote } = await atCheckout();
    const [completed, succeeded] = await standIn.pay(payment.checkoutSessionId!, "us_bank_account");
    expect((await post(completed!)).status).toBe(200);
    expect(await paymentById(payment.id)).toMatchObject({ status: "processing", paymentMethodType: "us_bank_account" });
    expect(await mailOf(quote.id, "payment-receipt")).toEqual([]);
    expect((await post(succeeded!)).status).toBe(200);
    expect((await paymentById(payment.id)).status).toBe("paid");
    expect(await mailOf(quote.id, "payment-receipt")).toHaveLength(2);
  });

  it("fails on async_payment_failed: failed, the owner alerted", async () => {
    const { payment, session } = await atCheckout();
    const processing = { ...session, status: "complete", payment_status: "unpaid", payment_intent: "pi_test_achfail" };
    expect((await sendStripeEvent(stripeEvent("checkout.session.completed", processing))).status).toBe(200);
    const failed = stripeEvent("checkout.session.async_payment_failed", processing);
    expect((await sendStripeEvent(failed)).status).toBe(200);
    expect(await paymentById(payment.id)).toMatchObject({ status: "failed" });
    expect(await alertsLike(`payment-failed:${failed.id as string}`)).toHaveLength(1);
  });
});

describe("after the payment", () => {
  it("records charge.refunded and charge.dispute.created on the payment", async () => {
    const { payment } = await atCheckout();
    const [completed] = await standIn.pay(payment.checkoutSessionId!, "card");
    await post(completed!);
    const intent = (await paymentById(payment.id)).paymentIntentId!;
    const refunded = charge({ paymentIntent: intent, amount: payment.amountCents, amountRefunded: 5_000 });
    expect((await sendStripeEvent(stripeEvent("charge.refunded", refunded))).status).toBe(200);
    expect((await paymentById(payment.id)).refundedCents).toBe(5_000);
    const disputed = stripeEvent("charge.dispute.created", dispute({ paymentIntent: intent, amount: 10_000 }));
    expect((await sendStripeEvent(disputed)).status).toBe(200);
    expect((await paymentById(payment.id)).disputedAt).not.toBeNull();
    expect(await alertsLike(`payment-disputed:${disputed.id as string}`)).toHaveLength(1);
  });

  it("stores an event of no payment of ours, or of a type not handled, and changes nothing", async () => {
    const stranger = stripeEvent("checkout.session.completed", checkoutSession({ amountTotal: 5000 }));
    const other = stripeEvent("customer.created", { id: "cus_test_1", object: "customer" });
    expect((await sendStripeEvent(stranger)).status).toBe(200);
    expect((await sendStripeEvent(other)).status).toBe(200);
    expect((await storedEvents(stranger.id as string))[0]!.outcome).toMatch(/^ignored/);
    expect((await storedEvents(other.id as string))[0]!.outcome).toBe("ignored: customer.created");
  });
});
