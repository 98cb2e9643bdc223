/**
 * An offline payment settles invoices (issue 31 item 7, decision 052): a cheque, cash or transfer the
 * owner records pays the oldest unpaid invoices in number order; a partial one leaves that invoice's
 * balance, shown on `/invoice/{token}` and charged by its Pay button; a double click records one
 * payment; a refund reopens the invoice it no longer covers.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { invoicePageStrings as s } from "../../src/shared/strings/invoices";
import { formatCents } from "../../src/shared/proposals/money";
import { escapeHtml } from "../../src/server/email/render";
import { testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { proposalTestSetup } from "../support/proposals";
import { useStripeStandIn } from "../support/stripe";
import { invoicePage, invoicePayments, invoicesOf, payInvoice, sentBalance } from "../support/invoices";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("invoice-offline-payments");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

const record = (quoteId: number, amountCents: number, key = crypto.randomUUID()) =>
  callFunction(adminApi, `/api/admin/quotes/${quoteId}/payments`, {
    cookie,
    method: "POST",
    body: { method: "cheque", amountCents, reference: "Cheque 2201", receivedOn: "2026-11-27" },
    headers: { "Idempotency-Key": key },
  });
const refund = (paymentId: number, amountCents: number) =>
  callFunction(adminApi, `/api/admin/payments/${paymentId}/refunds`, { cookie, method: "POST", body: { amountCents } });
const states = async (quoteId: number) =>
  (await invoicesOf(cookie, quoteId)).invoices.map((invoice) => [invoice.status, invoice.receivedCents]);
const pageText = async (path: string) => (await (await invoicePage(path)).text()).replace(/\s+/g, " ");
const cheques = (quoteId: number) =>
  testDb().selectFrom("payments").selectAll().where("quoteId", "=", quoteId).where("method", "=", "cheque").execute();

describe("an offline payment settles the oldest unpaid invoices", () => {
  it("pays the deposit invoice, then part of the balance: the invoice page shows what is left and Pay charges it", async () => {
    const { quote, balance, path } = await sentBalance(cookie);
    const [deposit] = (await invoicesOf(cookie, quote.id)).invoices;
    expect((await record(quote.id, deposit!.amountCents + 100_000)).status).toBe(201);
    expect(await states(quote.id)).toEqual([
      ["paid", deposit!.amountCents],
      ["sent", 100_000],
    ]);
    const left = balance.amountCents - 100_000;
    const page = await pageText(path);
    expect(page).toContain(`${escapeHtml(s.rows.received)}</dt><dd>${escapeHtml(formatCents(100_000))}`);
    expect(page).toContain(`${escapeHtml(s.rows.left)}</dt><dd>${escapeHtml(formatCents(left))}`);
    expect(page).toContain(escapeHtml(s.payButton(left)));
    expect((await payInvoice(path)).status).toBe(303);
    const online = (await invoicePayments(balance.id))[0]!;
    expect(standIn.sessions.get(online.checkoutSessionId!)!.amount_total).toBe(left);

    expect((await record(quote.id, left)).status).toBe(201);
    expect(await states(quote.id)).toEqual([
      ["paid", deposit!.amountCents],
      ["paid", balance.amountCents],
    ]);
    const paid = await pageText(path);
    expect(paid).toContain(escapeHtml(s.paid(balance.amountCents, "").slice(0, 12)));
    expect(paid).not.toContain(escapeHtml(s.rows.left));
    expect((await payInvoice(path)).status).toBe(409);
  });

  it("a double click (the same Idempotency-Key twice at once) records one payment and settles once", async () => {
    const { quote } = await sentBalance(cookie);
    const listed = (await invoicesOf(cookie, quote.id)).invoices;
    const all = listed.reduce((sum, invoice) => sum + invoice.amountCents, 0);
    const key = crypto.randomUUID();
    const answers = await Promise.all([record(quote.id, all, key), record(quote.id, all, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await cheques(quote.id)).toHaveLength(1);
    const after = await invoicesOf(cookie, quote.id);
    expect(after.invoices.map((invoice) => invoice.status)).toEqual(["paid", "paid"]);
    expect(after.balanceCents).toBe(0);
  });

  it("a refund reopens the invoice it no longer covers; its page is due again", async () => {
    const { quote, balance, path } = await sentBalance(cookie);
    const listed = (await invoicesOf(cookie, quote.id)).invoices;
    const all = listed.reduce((sum, invoice) => sum + invoice.amountCents, 0);
    expect((await record(quote.id, all)).status).toBe(201);
    expect((await invoicesOf(cookie, quote.id)).invoices.at(-1)!.status).toBe("paid");
    const [cheque] = await cheques(quote.id);
    expect((await refund(cheque!.id, 50_000)).status).toBe(201);
    expect(await states(quote.id)).toEqual([
      ["paid", listed[0]!.amountCents],
      ["sent", balance.amountCents - 50_000],
    ]);
    const page = await pageText(path);
    expect(page).toContain(`${escapeHtml(s.rows.left)}</dt><dd>${escapeHtml(formatCents(50_000))}`);
    expect(page).toContain(escapeHtml(s.payButton(50_000)));
    const row = await testDb()
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", balance.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ paidAt: null, paidByPaymentId: null });
  });
});
