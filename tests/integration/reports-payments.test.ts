/**
 * The numbers page's money (issue 31 item 8) against hand-counted payments in November 2026 (New York,
 * EST): collected less a refund, an ACH payment still processing (not collected, not overdue), a cheque
 * received on the last day, a card payment at 23:30 on the last day (in) and one at 23:30 the day before
 * the first (out, in October); outstanding and overdue on the contracts signed in the period (a cancelled
 * one owes nothing); the median days from signing to deposit; the previous period; the quote list's
 * paid figure and the quotes CSV's payment columns. Overdue invoices (decision 050) on contracts signed in
 * September, with the clock fixed either side of a due day's New York midnight.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { AdminQuote } from "../../src/shared/schemas/admin";
import type { LeadsReport } from "../../src/shared/schemas/reports";
import { adminSessions, insertQuote } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction } from "../support/functions";
import { leadsReport } from "../../src/server/reports/reports.service";

const at = (iso: string) => new Date(iso);
const q: Record<string, number> = {};
let cookie: string;

/** A signed proposal of the quote whose accepted option asks `depositCents` on signing. */
async function signed(quoteId: number, depositCents: number) {
  const option = { id: "opt-a", title: "Re-slate", description: "", lineItems: [], totals: { depositCents } };
  const proposal = await testDb()
    .insertInto("proposals")
    .values({
      quoteId,
      version: 1,
      status: "accepted",
      content: "{}",
      validUntil: at("2026-12-31T00:00:00Z"),
      tokenHash: String(quoteId).padStart(64, "c"),
      frozen: JSON.stringify({ options: [option] }),
      documentSha256: "b".repeat(64),
      sentAt: at("2026-10-01T12:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await testDb()
    .insertInto("proposalAcceptances")
    .values({
      proposalId: proposal.id,
      optionId: "opt-a",
      optionTitle: "Re-slate",
      totalCents: 0,
      typedName: "A Customer",
      consentText: "I agree",
      consentVersion: "1",
      ip: "127.0.0.1",
      userAgent: null,
      documentSha256: "b".repeat(64),
    })
    .execute();
  return proposal.id;
}

const won = (wonAt: string, cents: number, extra: Record<string, unknown> = {}) =>
  insertQuote({ status: "scheduled", wonAt: at(wonAt), wonValueCents: cents, ...extra }).then((row) => row.id);

async function pay(quoteId: number, row: Record<string, unknown>) {
  const payment = await testDb()
    .insertInto("payments")
    .values({ quoteId, purpose: "payment", method: "stripe", status: "paid", amountCents: 0, ...row })
    .returning("id")
    .executeTakeFirstOrThrow();
  return payment.id;
}

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie: cookie } = await adminSessions("reports-payments"));
  // Q1: $10,000 signed 3 Nov, its $3,000 card deposit paid two days later.
  q.one = await won("2026-11-03T15:00:00-05:00", 1_000_000);
  await signed(q.one, 300_000);
  await pay(q.one, { purpose: "deposit", amountCents: 300_000, paidAt: at("2026-11-05T15:00:00-05:00") });
  // Q2: $5,000 signed 10 Nov, its $1,500 deposit on its way by ACH (processing).
  q.two = await won("2026-11-10T09:00:00-05:00", 500_000);
  await signed(q.two, 150_000);
  await pay(q.two, { purpose: "deposit", status: "processing", amountCents: 150_000, paidAt: null });
  // Q3: $2,000 signed 20 Nov, its $600 deposit by cheque received 30 Nov, recorded at 20:00 that evening.
  q.three = await won("2026-11-20T12:00:00-05:00", 200_000);
  await signed(q.three, 60_000);
  await pay(q.three, {
    method: "cheque",
    amountCents: 60_000,
    receivedOn: at("2026-11-30T00:00:00Z"),
    paidAt: at("2026-12-01T01:00:00Z"),
  });
  // Q4: $3,000 signed 25 Nov, its $900 deposit not paid: overdue.
  q.four = await won("2026-11-25T10:00:00-05:00", 300_000);
  await signed(q.four, 90_000);
  // Q5: cancelled by the customer: owes nothing.
  q.five = await won("2026-11-12T10:00:00-05:00", 800_000, { status: "cancelled" });
  await signed(q.five, 240_000);
  // Q6: signed in October; paid around the boundary, one payment partly refunded in November.
  q.six = await won("2026-10-15T10:00:00-04:00", 1_000_000);
  await pay(q.six, {
    method: "cheque",
    amountCents: 70_000,
    receivedOn: at("2026-10-31T00:00:00Z"),
    paidAt: at("2026-11-02T15:00:00Z"),
  });
  await pay(q.six, { amountCents: 80_000, paidAt: at("2026-11-01T03:30:00Z") }); // 31 Oct, 23:30 EDT
  const late = await pay(q.six, { amountCents: 100_000, refundedCents: 20_000, paidAt: at("2026-12-01T04:30:00Z") }); // 30 Nov, 23:30 EST
  await testDb()
    .insertInto("paymentRefunds")
    .values({
      paymentId: late,
      amountCents: 20_000,
      status: "succeeded",
      idempotencyKey: "r-late",
      createdAt: at("2026-11-10T12:00:00Z"),
    })
    .execute();
  // A refund Stripe has not made yet counts nowhere.
  await testDb()
    .insertInto("paymentRefunds")
    .values({
      paymentId: late,
      amountCents: 5_000,
      status: "pending",
      idempotencyKey: "r-pending",
      createdAt: at("2026-11-11T12:00:00Z"),
    })
    .execute();
});

const report = async (): Promise<LeadsReport> => {
  const answer = await callFunction(adminApi, "/api/admin/reports?period=custom&from=2026-11-01&to=2026-11-30", {
    cookie,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as LeadsReport;
};

describe("the numbers page's payments", () => {
  it("counts collected, outstanding, overdue and days to deposit for November, and October before it", async () => {
    const { current, previous } = await report();
    expect(current.payments).toEqual({
      // Q1 3,000 + Q3 600 (received 30 Nov) + Q6 1,000 (30 Nov 23:30 EST) − 200 refunded on 10 Nov.
      collectedCents: 440_000,
      // Q1 7,000 + Q2 5,000 + Q3 1,400 + Q4 3,000; Q5 cancelled.
      outstandingCents: 1_640_000,
      // Q4's 900 deposit; Q2's is processing.
      overdueCents: 90_000,
      // Q1: 2 days; Q3: 10 days 8 hours (to the cheque's recording); median 6.17.
      depositsPaid: 2,
      depositDaysMedian: 6.2,
    });
    expect(previous.payments).toEqual({
      // Q6's cheque received 31 Oct and its card payment at 23:30 EDT on 31 Oct.
      collectedCents: 150_000,
      // Q6: 10,000 − (700 + 800 + 1,000 − 200).
      outstandingCents: 770_000,
      overdueCents: 0,
      depositsPaid: 0,
      depositDaysMedian: null,
    });
  });

  it("shows each quote's paid figure in the list, and the payments in the quotes CSV", async () => {
    const list = (await (await callFunction(adminApi, "/api/admin/quotes", { cookie })).json()) as AdminQuote[];
    const paid = (id: number) => list.find((quote) => quote.id === id)?.paidCents;
    expect([paid(q.one!), paid(q.two!), paid(q.three!), paid(q.four!), paid(q.six!)]).toEqual([
      300_000, 0, 60_000, 0, 230_000,
    ]);
    const csv = await (await callFunction(adminApi, "/api/admin/export/quotes.csv", { cookie })).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain("Signed total (USD),Paid (USD),Balance due (USD)");
    expect(rows.find((row) => row.startsWith(`${q.six},`))).toContain("10000.00,2300.00,7700.00");
  });
});

/** An invoice of a signed contract, as the invoices flow leaves it. */
async function invoice(quoteId: number, proposalId: number, row: Record<string, unknown>) {
  await testDb()
    .insertInto("invoices")
    .values({ quoteId, proposalId, event: "When the materials are delivered", amountCents: 0, number: 1, ...row })
    .execute();
}

describe("overdue invoices", () => {
  it("counts the deposit and the sent invoices past their due day (New York), each amount once, less what was paid", async () => {
    const sent = { status: "sent", sentAt: at("2026-09-21T14:00:00Z") };
    // QA: $10,000 signed 8 Sept, its $3,000 deposit paid (the deposit invoice paid with it); invoice 2 ($4,000) due
    // 5 Oct and unpaid; invoice 3 not sent; invoice 4, past due, cancelled.
    const a = await won("2026-09-08T10:00:00-04:00", 1_000_000);
    const aProposal = await signed(a, 300_000);
    const deposit = await pay(a, { purpose: "deposit", amountCents: 300_000, paidAt: at("2026-09-08T15:00:00Z") });
    await invoice(a, aProposal, {
      number: 1,
      isDeposit: true,
      amountCents: 300_000,
      status: "paid",
      paidAt: at("2026-09-08T15:00:00Z"),
      paidByPaymentId: deposit,
    });
    await invoice(a, aProposal, { ...sent, number: 2, amountCents: 400_000, dueOn: "2026-10-05" });
    await invoice(a, aProposal, { number: 3, amountCents: 300_000 });
    await invoice(a, aProposal, { number: 4, amountCents: 99_900, status: "cancelled", dueOn: "2026-09-30" });
    // QB: $5,000 signed 15 Sept, its $1,500 deposit unpaid though its invoice was sent and is past due: counted once.
    const b = await won("2026-09-15T10:00:00-04:00", 500_000);
    const bProposal = await signed(b, 150_000);
    await invoice(b, bProposal, { ...sent, number: 1, isDeposit: true, amountCents: 150_000, dueOn: "2026-10-01" });
    await invoice(b, bProposal, { ...sent, number: 2, amountCents: 350_000, dueOn: "2026-10-07" });
    // QC: $2,000 signed 20 Sept, no deposit; its one invoice due 2 Oct, $500 of it paid by cheque.
    const c = await won("2026-09-20T10:00:00-04:00", 200_000);
    const cProposal = await signed(c, 0);
    await invoice(c, cProposal, { ...sent, number: 1, amountCents: 200_000, dueOn: "2026-10-02" });
    await pay(c, {
      method: "cheque",
      amountCents: 50_000,
      receivedOn: at("2026-10-02T00:00:00Z"),
      paidAt: at("2026-10-02T16:00:00Z"),
    });

    const overdueAt = async (now: string) =>
      (await leadsReport(testDb(), { period: "custom", from: "2026-09-01", to: "2026-09-30" }, at(now))).current
        .payments.overdueCents;
    // Monday 5 October, 23:30 EDT: QA's invoice is due today, not overdue; QB's deposit 1,500; QC 2,000 − 500.
    expect(await overdueAt("2026-10-06T03:30:00Z")).toBe(300_000);
    // Tuesday 6 October, 00:30 EDT: QA's 4,000 too (the deposit paid is not subtracted from it twice).
    expect(await overdueAt("2026-10-06T04:30:00Z")).toBe(700_000);
    // Thursday 8 October: QB's invoice 2 as well.
    expect(await overdueAt("2026-10-08T16:00:00Z")).toBe(1_050_000);
  });
});
