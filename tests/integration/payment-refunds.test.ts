/**
 * Offline payments and refunds (issue 31 items 2, 7 and 10, decision 046): the owner records a cheque
 * on the quote (paid, receipts to both sides); refunds in full or in part, through Stripe (the real client
 * against the stand-in) for a card deposit and as a record for a cheque; a refund larger than what is left
 * is a 400 naming amountCents; a repeat with the same Idempotency-Key refunds once; and a contract cancelled
 * within its three business days has its paid deposit refunded in full at once.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { QuotePayments } from "../../src/shared/payments";
import { paymentConsoleStrings, paymentPageStrings } from "../../src/shared/strings/payments";
import { escapeHtml } from "../../src/server/email/render";
import { formatCents } from "../../src/shared/proposals/money";
import { queuedMail } from "../support/db";
import { depositOf, nextIp, paymentById, signedProposal } from "../support/deposits";
import { callFunction } from "../support/functions";
import { customerCall, customerPost, proposalTestSetup } from "../support/proposals";
import { postStripeWebhook, useStripeStandIn } from "../support/stripe";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("payment-refunds");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

const admin = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callFunction(adminApi, path, { cookie, method: body === undefined ? "GET" : "POST", body, headers });
const refund = (paymentId: number, amountCents: number, key?: string) =>
  admin(`/api/admin/payments/${paymentId}/refunds`, { amountCents }, key ? { "Idempotency-Key": key } : {});

const receiptsOf = (quoteId: number) => queuedMail("payment-receipt", { quoteId });

/** A signed proposal whose card deposit was paid through the stand-in's checkout. */
async function paidDeposit() {
  const signed = await signedProposal(cookie, "now");
  const payment = (await depositOf(signed.proposal.id))!;
  const [completed] = await standIn.pay(payment.checkoutSessionId!, "card");
  expect((await postStripeWebhook(completed!.payload, completed!.signature)).status).toBe(200);
  return { ...signed, payment: await paymentById(payment.id) };
}

describe("offline payments", () => {
  it("records a cheque with its reference and day: paid, receipts, the balance", async () => {
    const { quote, payment: deposit } = await paidDeposit();
    const answer = await admin(`/api/admin/quotes/${quote.id}/payments`, {
      method: "cheque",
      amountCents: 250_000,
      reference: "Cheque 1042",
      receivedOn: "2026-11-27",
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as QuotePayments;
    const cheque = body.payments.find((p) => p.method === "cheque")!;
    expect(cheque).toMatchObject({
      state: "paid",
      reference: "Cheque 1042",
      receivedOn: "2026-11-27",
      amountCents: 250_000,
    });
    expect(body.paidCents).toBe(deposit.amountCents + 250_000);
    expect(body.balanceCents).toBe(body.totalCents! - body.paidCents);
    const receipts = await receiptsOf(quote.id);
    expect(receipts.filter((r) => r.subject.includes(formatCents(250_000)))).toHaveLength(2);
  });

  it("records once whatever the repeats of one Idempotency-Key (a double click, a retry)", async () => {
    const { quote } = await paidDeposit();
    const cheque = { method: "transfer", amountCents: 40_000, reference: "TR-77", receivedOn: "2026-11-26" };
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin(`/api/admin/quotes/${quote.id}/payments`, cheque, { "Idempotency-Key": "form-1" })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const body = (await answers[2]!.json()) as QuotePayments;
    expect(body.payments.filter((p) => p.method === "transfer")).toHaveLength(1);
    const receipts = await receiptsOf(quote.id);
    expect(receipts.filter((r) => r.subject.includes(formatCents(40_000)))).toHaveLength(2);
    // Another form (another key) is another payment.
    await admin(`/api/admin/quotes/${quote.id}/payments`, cheque, { "Idempotency-Key": "form-2" });
    const view = (await (await admin(`/api/admin/quotes/${quote.id}/payments`)).json()) as QuotePayments;
    expect(view.payments.filter((p) => p.method === "transfer")).toHaveLength(2);
  });

  it("refuses bad input naming the field", async () => {
    const { quote } = await paidDeposit();
    const answer = await admin(`/api/admin/quotes/${quote.id}/payments`, {
      method: "bitcoin",
      amountCents: -5,
      receivedOn: "",
    });
    expect(answer.status).toBe(400);
    const { fields } = (await answer.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(["amountCents", "method", "receivedOn"]);
    expect((await admin(`/api/admin/quotes/999999/payments`)).status).toBe(404);
  });
});

describe("refunds", () => {
  it("refunds a card deposit in part through Stripe, then refuses more than is left (400 naming amountCents)", async () => {
    const { payment } = await paidDeposit();
    const first = await refund(payment.id, 10_000, "r-1");
    expect(first.status).toBe(201);
    expect(standIn.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(1);
    expect(await paymentById(payment.id)).toMatchObject({ refundedCents: 10_000, status: "paid" });
    // The same key again: the same refund, no second one at Stripe.
    expect((await refund(payment.id, 10_000, "r-1")).status).toBe(201);
    expect(standIn.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(1);

    const left = payment.amountCents - 10_000;
    const tooMuch = await refund(payment.id, left + 1);
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { fields: Record<string, string> }).fields).toEqual({
      amountCents: paymentConsoleStrings.refundTooLarge(left),
    });
    expect((await refund(payment.id, left)).status).toBe(201);
    const view = (await (await admin(`/api/admin/quotes/${payment.quoteId}/payments`)).json()) as QuotePayments;
    expect(view.payments.find((p) => p.id === payment.id)).toMatchObject({ state: "refunded", refundableCents: 0 });
    // Each refund under its payment, oldest first, for the console's list.
    expect(view.payments.find((p) => p.id === payment.id)!.refunds.map((r) => [r.amountCents, r.status])).toEqual([
      [10_000, "succeeded"],
      [left, "succeeded"],
    ]);
    expect((await refund(payment.id, 1)).status).toBe(400);
    expect((await refund(999_999, 1)).status).toBe(404);
  });

  it("refunds a cheque as a record, without Stripe", async () => {
    const { quote } = await paidDeposit();
    const recorded = (await (
      await admin(`/api/admin/quotes/${quote.id}/payments`, {
        method: "cash",
        amountCents: 5_000,
        receivedOn: "2026-11-28",
      })
    ).json()) as QuotePayments;
    const cash = recorded.payments.find((p) => p.method === "cash")!;
    const before = standIn.refunds.length;
    expect((await refund(cash.id, 5_000)).status).toBe(201);
    expect(await paymentById(cash.id)).toMatchObject({ refundedCents: 5_000 });
    expect(standIn.refunds.length).toBe(before);
  });
});

describe("cancelling within the window", () => {
  it("refunds the paid deposit in full at once, once whatever the repeats", async () => {
    const { token, payment } = await paidDeposit();
    const answers = await Promise.all(
      [1, 2].map(() => customerPost(`/proposal/${token}/cancel`, {}, { ip: nextIp() })),
    );
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect(standIn.refunds.filter((r) => r.payment_intent === payment.paymentIntentId).map((r) => r.amount)).toEqual([
      payment.amountCents,
    ]);
    expect(await paymentById(payment.id)).toMatchObject({ refundedCents: payment.amountCents });
    expect(await queuedMail("payment-refund", { quoteId: payment.quoteId })).toHaveLength(1);
    const listed = (await (await admin(`/api/admin/quotes/${payment.quoteId}/payments`)).json()) as QuotePayments;
    expect(listed).toMatchObject({ cancelled: true, totalCents: null });
    // The customer's page says the deposit was refunded, no longer "received".
    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(escapeHtml(paymentPageStrings.refundedInFull(payment.amountCents)));
  });
});
