/**
 * Paying an invoice (issue 31 items 5 and 10, decision 049): Checkout for the invoice's amount through
 * the stand-in, the signed webhook marking it paid, twenty clicks making one session, and the refusals:
 * a paid or cancelled invoice is a clear page and no second charge, an amount that is not the
 * invoice's is refused and flagged.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { invoicePageStrings as s } from "../../src/shared/strings/invoices";
import { paymentFlags } from "../../src/shared/strings/payments";
import { formatCents } from "../../src/shared/proposals/money";
import { escapeHtml } from "../../src/server/email/render";
import { nextIp } from "../support/deposits";
import { customerPost, proposalTestSetup } from "../support/proposals";
import { postStripeWebhook, sendStripeEvent, useStripeStandIn } from "../support/stripe";
import { stripeEvent } from "../../scripts/lib/stripe-payloads";
import { invoicePage, invoicePayments, invoiceRow, payInvoice, sentBalance } from "../support/invoices";
import { testDb } from "../support/db";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("invoice-payments");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("paying an invoice", () => {
  it("goes to Checkout for the invoice's amount; the signed webhook marks it paid; paying again is a clear page", async () => {
    const { balance, path } = await sentBalance(cookie);
    const answer = await payInvoice(path);
    expect(answer.status).toBe(303);
    const payment = (await invoicePayments(balance.id))[0]!;
    expect(answer.headers.get("location")).toBe(payment.checkoutUrl);
    const session = standIn.sessions.get(payment.checkoutSessionId!)!;
    expect(session.amount_total).toBe(balance.amountCents);
    expect(session.metadata).toMatchObject({ payment_id: String(payment.id), invoice_id: String(balance.id) });
    const [completed] = await standIn.pay(payment.checkoutSessionId!, "card");
    expect((await postStripeWebhook(completed!.payload, completed!.signature)).status).toBe(200);
    const row = await invoiceRow(balance.id);
    expect(row).toMatchObject({ status: "paid", paidByPaymentId: payment.id });
    const before = standIn.sessionsCreated;
    const again = await payInvoice(path);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(escapeHtml(s.refused.paid!));
    expect(standIn.sessionsCreated).toBe(before);
    expect(await (await invoicePage(path)).text()).toContain(escapeHtml(formatCents(balance.amountCents)));
  });

  it("makes one Checkout session for twenty clicks at once", async () => {
    const { path, balance } = await sentBalance(cookie);
    const before = standIn.sessionsCreated;
    const answers = await Promise.all(Array.from({ length: 20 }, () => payInvoice(path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    expect(new Set(answers.map((answer) => answer.headers.get("location"))).size).toBe(1);
    expect(standIn.sessionsCreated - before).toBe(1);
    const rows = await invoicePayments(balance.id);
    expect(rows.map((row) => row.checkoutAttempts)).toEqual([1]);
  });

  it("refuses and flags an amount that is not the invoice's: the invoice stays unpaid", async () => {
    const { path, balance } = await sentBalance(cookie);
    expect((await payInvoice(path)).status).toBe(303);
    const payment = (await invoicePayments(balance.id))[0]!;
    const session = standIn.sessions.get(payment.checkoutSessionId!)!;
    const cheap = stripeEvent("checkout.session.completed", { ...session, amount_total: 100, payment_status: "paid" });
    expect((await sendStripeEvent(cheap)).status).toBe(200);
    const flagged = await testDb()
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", payment.id)
      .executeTakeFirstOrThrow();
    expect(flagged.flag).toBe(paymentFlags.mismatch(100, "usd", balance.amountCents));
    expect((await invoiceRow(balance.id)).status).toBe("sent");
  });

  it("a cancelled contract's invoice: a clear page, no session", async () => {
    const { path, token } = await sentBalance(cookie);
    expect((await customerPost(`/proposal/${token}/cancel`, {}, { ip: nextIp() })).status).toBe(303);
    const before = standIn.sessionsCreated;
    const answer = await payInvoice(path);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(escapeHtml(s.refused.cancelled!));
    expect(standIn.sessionsCreated).toBe(before);
    expect(await (await invoicePage(path)).text()).toContain(escapeHtml(s.cancelled));
  });
});
