/**
 * Reminders about unpaid invoices (issue 31 item 5, decision 050) through the real scheduler job, with
 * an injected clock: an invoice sent on the quote starts the "Invoice sent, not paid" sequence for that
 * invoice; its reminders go at 9:00 local on both sides of the March and November clock changes (by
 * e-mail, and by text when the step says so), and stop at once when the invoice is paid (the Stripe
 * webhook) or cancelled (the customer cancels the contract), whatever path; a run that dies or runs
 * twice never sends a reminder twice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { sendInvoice } from "../../src/server/flows/invoices/quote-invoices.service";
import { followUpsOfQuote } from "../../src/server/follow-ups/follow-ups.service";
import { runFollowUps, type FollowUpRunOptions } from "../../src/server/follow-ups/follow-ups.job";
import type { StepTexter } from "../../src/server/follow-ups/step-send.service";
import { followUpStrings } from "../../src/shared/strings/follow-ups";
import { queuedMail, testDb } from "../support/db";
import { nextIp, signedProposal } from "../support/deposits";
import { invoicesOf, pathOf, payInvoice, invoicePayments } from "../support/invoices";
import { adminCall, customerPost, proposalTestSetup } from "../support/proposals";
import { postStripeWebhook, useStripeStandIn } from "../support/stripe";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("invoice-reminders");
});

const db = () => testDb();
const at = (iso: string) => new Date(iso);
const reminders = (quoteId: number) => queuedMail("invoice-reminder", { quoteId });
const run = (now: Date, options: Omit<FollowUpRunOptions, "now"> = {}) =>
  runFollowUps(db(), { ...options, now: () => now });
const enrolmentOf = (invoiceId: number) =>
  db().selectFrom("followUpEnrolments").selectAll().where("invoiceId", "=", invoiceId).executeTakeFirstOrThrow();

/** Every step of the invoice sequence goes by `channel` (the owner's choice in Settings). */
const stepsGoBy = (channel: string) =>
  sql`update follow_up_sequences set steps = (
      select jsonb_agg(step || jsonb_build_object('channel', ${channel}::text) order by position)
      from jsonb_array_elements(steps) with ordinality as element(step, position))
    where trigger = 'invoice-sent'`.execute(db());

/** A signed contract whose balance invoice the owner sent at `sentAt` (the service, with the clock injected). */
async function sentBalanceAt(sentAt: Date) {
  const signed = await signedProposal(cookie, "later");
  const balance = (await invoicesOf(cookie, signed.quote.id)).invoices.at(-1)!;
  await sendInvoice(db(), balance.id, sentAt);
  const planned = (await followUpsOfQuote(db(), signed.quote.id, sentAt)).find((enrolment) =>
    enrolment.steps.some((step) => step.state === "next"),
  )!;
  return { ...signed, balance, planned: planned.steps.map((step) => step.dueAt) };
}

/** Runs the scheduler a quarter of an hour before, at, and after each moment; the instants the quote got a reminder. */
async function runAround(quoteId: number, moments: string[], options: Omit<FollowUpRunOptions, "now"> = {}) {
  const sentAt: string[] = [];
  for (const moment of moments)
    for (const offset of [-15, 0, 15]) {
      const instant = new Date(at(moment).getTime() + offset * 60_000);
      const before = (await reminders(quoteId)).length;
      await run(instant, options);
      if ((await reminders(quoteId)).length > before) sentAt.push(instant.toISOString());
    }
  return sentAt;
}

describe("reminding about an unpaid invoice", () => {
  it("goes at 9:00 local across the March change, by e-mail and by text when the step says so, as the lead page said, the job completed or not", async () => {
    // Thursday 4 March 2027, 10:00 EST; the clocks go forward on Sunday 14 March.
    const { quote, balance, planned } = await sentBalanceAt(at("2027-03-04T15:00:00Z"));
    const path = pathOf(balance.url);
    // Five business days (Saturdays open, Sundays closed): Wednesday 10 March 9:00 EST; ten: Tuesday 16 March 9:00 EDT.
    expect(planned).toEqual(["2027-03-10T14:00:00.000Z", "2027-03-16T13:00:00.000Z"]);
    await stepsGoBy("both");
    // The job is marked completed (when the last invoice goes out): its invoice's reminders go on.
    await db().updateTable("quotes").set({ status: "completed" }).where("id", "=", quote.id).execute();
    const texts: string[] = [];
    const texter: StepTexter = async (_trx, text) => {
      texts.push(text.body);
      return { skipped: "recorded by the test" };
    };
    expect(await runAround(quote.id, planned as string[], { texter })).toEqual(planned);
    const mail = await reminders(quote.id);
    expect(mail).toHaveLength(2);
    expect(mail[0]!.textBody).toContain(path);
    expect(mail[0]!.toAddress).toBe(quote.email);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain(`${followUpStrings.email.invoiceLink}: `);
    expect(texts[0]).toContain(path);
    expect((await enrolmentOf(balance.id)).status).toBe("finished");
    await stepsGoBy("email");
  });

  it("goes at 9:00 local across the November change, and stops at once when the invoice is paid through Stripe", async () => {
    // Monday 1 November 2027, 10:00 EDT; the clocks go back on Sunday 7 November.
    const { quote, balance, planned } = await sentBalanceAt(at("2027-11-01T14:00:00Z"));
    expect(planned).toEqual(["2027-11-06T13:00:00.000Z", "2027-11-12T14:00:00.000Z"]);
    expect(await runAround(quote.id, [planned[0]!])).toEqual([planned[0]]);
    expect((await payInvoice(pathOf(balance.url))).status).toBe(303);
    const payment = (await invoicePayments(balance.id))[0]!;
    const [completed] = await standIn.pay(payment.checkoutSessionId!, "card");
    expect((await postStripeWebhook(completed!.payload, completed!.signature)).status).toBe(200);
    expect(await enrolmentOf(balance.id)).toMatchObject({ status: "stopped", stopReason: "invoice-paid" });
    expect(await runAround(quote.id, [planned[1]!])).toEqual([]);
    expect(await reminders(quote.id)).toHaveLength(1);
  });

  it("stops when the customer cancels the contract (its unpaid invoices cancelled with it)", async () => {
    const { quote, balance, token, planned } = await sentBalanceAt(at("2027-11-01T14:00:00Z"));
    const cancelled = await customerPost(`/proposal/${token}/cancel`, {}, { ip: nextIp() });
    expect(cancelled.status).toBe(303);
    expect(
      (await db().selectFrom("invoices").select("status").where("id", "=", balance.id).executeTakeFirstOrThrow())
        .status,
    ).toBe("cancelled");
    expect(await enrolmentOf(balance.id)).toMatchObject({ status: "stopped", stopReason: "invoice-cancelled" });
    expect(await runAround(quote.id, planned as string[])).toEqual([]);
  });

  it("stops at once when a cheque recorded in the console pays it (the oldest unpaid invoices first)", async () => {
    const { quote, balance, option, planned } = await sentBalanceAt(at("2027-11-01T14:00:00Z"));
    const recorded = await adminCall(cookie, `/api/admin/quotes/${quote.id}/payments`, {
      method: "POST",
      body: {
        method: "cheque",
        amountCents: option.totals.totalCents,
        reference: "Cheque 2201",
        receivedOn: "2026-11-27",
      },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(recorded.status).toBe(201);
    expect(await enrolmentOf(balance.id)).toMatchObject({ status: "stopped", stopReason: "invoice-paid" });
    expect(await runAround(quote.id, [planned[0]!])).toEqual([]);
  });
});

describe("a retry", () => {
  it("never sends a reminder twice: a run killed midway, two runs at once, the step planned again the same day", async () => {
    const { quote, balance, planned } = await sentBalanceAt(at("2027-11-01T14:00:00Z"));
    const due = at(planned[0]!);
    const { id } = await enrolmentOf(balance.id);
    const killed = run(due, {
      afterEach: (_kind, enrolmentId) => {
        if (enrolmentId === id) throw new Error("the function was killed");
      },
    });
    await expect(killed).rejects.toThrow("killed");
    expect(await reminders(quote.id)).toHaveLength(0);
    await Promise.all([run(due), run(due)]);
    expect(await reminders(quote.id)).toHaveLength(1);
    await db()
      .updateTable("followUpEnrolments")
      .set({ status: "active", nextStep: 0, nextDueAt: due })
      .where("invoiceId", "=", balance.id)
      .execute();
    await run(new Date(due.getTime() + 60_000));
    expect(await reminders(quote.id)).toHaveLength(1);
    expect(
      await db().selectFrom("followUpSends").select("id").where("invoiceId", "=", balance.id).execute(),
    ).toHaveLength(1);
  });
});
