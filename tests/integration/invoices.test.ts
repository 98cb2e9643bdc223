/**
 * Invoices (issue 31 item 5, decision 049): the signed contract's schedule becomes invoices (the
 * deposit's marked paid by the deposit payment), the owner sends one (its e-mail through the outbox),
 * and the customer's `/invoice/{token}` page with its balance and Pay button; an unknown or unsent
 * link is the 404 page. Paying: invoice-payments.test.ts.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { invoiceConsoleStrings, invoicePageStrings as s } from "../../src/shared/strings/invoices";
import { formatCents } from "../../src/shared/proposals/money";
import { escapeHtml } from "../../src/server/email/render";
import { PAYMENT_EVENTS } from "../../src/shared/contract/contract-terms";
import { testDb } from "../support/db";
import { addBusinessDays, businessDayOf, siteCalendar } from "../../src/shared/business-calendar";
import { dayString } from "../../src/server/proposals/proposal-document";
import { payByOf } from "../../src/server/invoices/invoice-mail";
import { depositOf, signedProposal } from "../support/deposits";
import {
  adminCall,
  customerPost,
  draftFor,
  proposalTestSetup,
  send,
  threeOptions,
  tokenFromOutbox,
} from "../support/proposals";
import { insertQuote } from "../support/admin-session";
import { nextIp } from "../support/deposits";
import type { AdminProposal } from "../../src/shared/proposals/admin-view";
import { paymentScheduleStrings } from "../../src/shared/strings/payment-schedule";
import { postStripeWebhook, useStripeStandIn } from "../support/stripe";
import { invoicePage, invoiceRow, invoicesOf, pathOf, payInvoice, sendInvoice, sentBalance } from "../support/invoices";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("invoices");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the schedule becomes invoices", () => {
  it("makes one invoice per scheduled payment, the deposit first, adding up to the total; again on reading, none more", async () => {
    const { quote, option } = await signedProposal(cookie, "later");
    const listed = await invoicesOf(cookie, quote.id);
    expect(
      listed.invoices.map((invoice) => [invoice.number, invoice.event, invoice.amountCents, invoice.status]),
    ).toEqual([
      [1, PAYMENT_EVENTS.signing, option.totals.depositCents, "draft"],
      [2, PAYMENT_EVENTS.completion, option.totals.totalCents - option.totals.depositCents, "draft"],
    ]);
    expect(listed.invoices[0]!.isDeposit).toBe(true);
    expect(listed).toMatchObject({ totalCents: option.totals.totalCents, paidCents: 0 });
    expect(listed.invoices.every((invoice) => /\/invoice\/[A-Za-z0-9_-]{43}$/.test(invoice.url ?? ""))).toBe(true);
    await invoicesOf(cookie, quote.id);
    const rows = await testDb().selectFrom("invoices").select("id").where("quoteId", "=", quote.id).execute();
    expect(rows).toHaveLength(2);
  });

  it("marks the deposit invoice paid by the deposit payment", async () => {
    const { quote, proposal } = await signedProposal(cookie, "now");
    const before = await invoicesOf(cookie, quote.id);
    expect(before.invoices[0]!.status).toBe("draft");
    const deposit = (await depositOf(proposal.id))!;
    const [completed] = await standIn.pay(deposit.checkoutSessionId!, "card");
    expect((await postStripeWebhook(completed!.payload, completed!.signature)).status).toBe(200);
    const after = await invoicesOf(cookie, quote.id);
    expect(after.invoices[0]!.status).toBe("paid");
    expect(after.invoices[1]!.status).toBe("draft");
    expect(after.paidCents).toBe(deposit.amountCents);
    expect((await invoiceRow(after.invoices[0]!.id)).paidByPaymentId).toBe(deposit.id);
  });

  it("has no invoices before the proposal is signed, and 404 for an unknown quote", async () => {
    const answer = await adminCall(cookie, "/api/admin/quotes/987654/invoices");
    expect(answer.status).toBe(404);
  });
});

describe("sending an invoice", () => {
  it("marks it sent with its due day (10 business days on), and e-mails the customer its link and that day", async () => {
    const { quote, balance, path } = await sentBalance(cookie);
    const row = await invoiceRow(balance.id);
    expect(row.status).toBe("sent");
    const calendar = siteCalendar();
    const dueOn = addBusinessDays(businessDayOf(row.sentAt!, calendar), 10, calendar);
    expect(dayString(row.dueOn!)).toBe(dueOn);
    const payBy = `${s.rows.payBy}: ${payByOf(dueOn)}`;
    const mail = await testDb()
      .selectFrom("emailOutbox")
      .select(["textBody", "toAddress", "tag"])
      .where("quoteId", "=", quote.id)
      .where("tag", "=", "invoice-invoice")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(path);
    expect(mail[0]!.textBody).toContain(payBy);
    expect(await (await invoicePage(path)).text()).toContain(escapeHtml(payByOf(dueOn)!));
    expect(mail[0]!.toAddress).toBe(quote.email);
    const timeline = await adminCall(cookie, `/api/admin/leads/quote/${quote.id}/timeline`);
    const label = invoiceConsoleStrings.timelineSent(balance.number, balance.amountCents, balance.event);
    expect(JSON.stringify(await timeline.json())).toContain(JSON.stringify(label).slice(1, -1));
  });

  it("refuses a paid invoice (409) and an unknown one (404)", async () => {
    expect((await sendInvoice(cookie, 987654)).status).toBe(404);
    const { quote, proposal } = await signedProposal(cookie, "now");
    const deposit = (await depositOf(proposal.id))!;
    const [completed] = await standIn.pay(deposit.checkoutSessionId!, "card");
    await postStripeWebhook(completed!.payload, completed!.signature);
    const paid = (await invoicesOf(cookie, quote.id)).invoices[0]!;
    expect((await sendInvoice(cookie, paid.id)).status).toBe(409);
  });
});

describe("the customer's invoice page", () => {
  it("shows the amount, what it is for, the balance and Pay; no script; its own CSP and print sheet", async () => {
    const { balance, path, option } = await sentBalance(cookie);
    const answer = await invoicePage(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-security-policy")).toContain("form-action 'self' https://checkout.stripe.com");
    const html = await answer.text();
    expect(html).toContain(escapeHtml(formatCents(balance.amountCents)));
    expect(html).toContain(escapeHtml(s.balance.due));
    expect(html).toContain(escapeHtml(formatCents(option.totals.totalCents)));
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).toContain("@media print");
    expect(html).not.toContain("<script");
  });

  it("answers the same 404 page for an unknown, a malformed and a not-yet-sent link", async () => {
    const { quote } = await signedProposal(cookie, "later");
    const draft = (await invoicesOf(cookie, quote.id)).invoices[1]!;
    for (const path of [`/invoice/${"A".repeat(43)}`, "/invoice/short", pathOf(draft.url)]) {
      const answer = await invoicePage(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain(s.notFound.intro);
    }
    expect((await payInvoice(pathOf(draft.url))).status).toBe(404);
  });
});

describe("Settings' payment schedule (decision 051)", () => {
  const schedule = (steps: unknown) =>
    adminCall(cookie, "/api/admin/payment-schedule", { method: "PUT", body: { steps } });
  const materials = { event: "When the materials are delivered", share: { kind: "percent", basisPoints: 4000 } };
  const balance = { event: PAYMENT_EVENTS.completion, share: { kind: "balance" } };

  it("refuses a bad schedule naming the field, and a proposal with no deposit of its own is sent and invoiced with it", async () => {
    const over = await schedule([
      { event: "on signing", share: { kind: "percent", basisPoints: 7000 } },
      materials,
      balance,
    ]);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { fields: Record<string, string> }).fields).toEqual({
      steps: paymentScheduleStrings.messages.overHundred,
    });
    const noBalance = await schedule([materials]);
    expect(((await noBalance.json()) as { fields: Record<string, string> }).fields).toEqual({
      "steps.0.share": paymentScheduleStrings.messages.balanceLast,
    });
    const saved = await schedule([
      { event: "on signing", share: { kind: "percent", basisPoints: 3000 } },
      materials,
      balance,
    ]);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { steps: { event: string }[] }).steps[0]!.event).toBe(PAYMENT_EVENTS.signing);

    const quote = await insertQuote({ state: "NJ" });
    const draft = await draftFor(cookie, quote.id, threeOptions({ deposit: null }));
    const proposal = (await (await send(cookie, draft.id)).json()) as AdminProposal;
    const option = proposal.options[0]!;
    const signed = await customerPost(
      `/proposal/${await tokenFromOutbox(quote.id)}/accept`,
      { optionId: option.id, fullName: "Harriet Vane", consent: "yes", pay: "later" },
      { ip: nextIp() },
    );
    expect(signed.status).toBe(303);
    const total = option.totals.totalCents;
    const thirty = Math.round(total * 0.3);
    const forty = Math.round(total * 0.4);
    expect(option.totals.depositCents).toBe(thirty);
    const listed = await invoicesOf(cookie, quote.id);
    expect(listed.invoices.map((invoice) => [invoice.event, invoice.amountCents, invoice.isDeposit])).toEqual([
      [PAYMENT_EVENTS.signing, thirty, true],
      [materials.event, forty, false],
      [PAYMENT_EVENTS.completion, total - thirty - forty, false],
    ]);
    expect((await schedule([balance])).status).toBe(200);
  });
});
