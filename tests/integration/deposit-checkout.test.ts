/**
 * Paying the deposit (issue 31 items 4 and 10, decision 046): "Approve & pay deposit" signs and goes
 * to Stripe Checkout (the real `stripe` client against the local stand-in) for the signed option's
 * deposit, whatever the browser sends; twenty clicks at once make one session; "Sign now, pay later"
 * and the Pay button; a cancelled or already-paid deposit is a clear page and no new session; and
 * with STRIPE_SECRET_KEY unset the deposit reads "pay by cheque or transfer" and nothing breaks.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { paymentPageStrings as p } from "../../src/shared/strings/payments";
import { escapeHtml } from "../../src/server/email/render";
import { depositOf, nextIp, signedProposal } from "../support/deposits";
import { customerCall, customerPost, proposalTestSetup, sentProposal } from "../support/proposals";
import { postStripeWebhook, useStripeStandIn } from "../support/stripe";

const standIn = useStripeStandIn();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("deposit-checkout");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

const page = async (token: string, query = "") =>
  (await customerCall(`/proposal/${token}${query}`, { ip: nextIp() })).text();
const pay = (token: string, fields: Record<string, string> = {}) =>
  customerPost(`/proposal/${token}/pay`, fields, { ip: nextIp() });

describe("Approve & pay deposit", () => {
  it("offers both buttons, signs, and sends the customer to Checkout for the signed option's deposit", async () => {
    const sent = await sentProposal(cookie, { state: "NJ" });
    const open = await page(sent.token);
    expect(open).toContain(escapeHtml(p.approveAndPay));
    expect(open).toContain(p.signNowPayLater);
    const option = sent.proposal.options[1]!;
    const answer = await customerPost(
      `/proposal/${sent.token}/accept`,
      { optionId: option.id, fullName: "Harriet Vane", consent: "yes", pay: "now", amount: "1", amountCents: "1" },
      { ip: nextIp() },
    );
    expect(answer.status).toBe(303);
    const payment = (await depositOf(sent.proposal.id))!;
    expect(answer.headers.get("location")).toBe(payment.checkoutUrl);
    expect(payment.amountCents).toBe(option.totals.depositCents);
    const session = standIn.sessions.get(payment.checkoutSessionId!)!;
    expect(session.amount_total).toBe(option.totals.depositCents);
    expect(session.metadata).toMatchObject({ payment_id: String(payment.id), quote_id: String(sent.quote.id) });
    // The page itself allows the post's redirect to Checkout (CSP form-action).
    const signed = await customerCall(`/proposal/${sent.token}`, { ip: nextIp() });
    expect(signed.headers.get("content-security-policy")).toContain(`form-action 'self' https://checkout.stripe.com`);
  });

  it("makes one Checkout session for twenty clicks at once", async () => {
    const { token, proposal } = await signedProposal(cookie, "later");
    const before = standIn.sessionsCreated;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    expect(new Set(answers.map((answer) => answer.headers.get("location"))).size).toBe(1);
    expect(standIn.sessionsCreated - before).toBe(1);
    expect((await depositOf(proposal.id))!.checkoutAttempts).toBe(1);
  });

  it("signs now and pays later from the same link: the page offers the Pay button until paid", async () => {
    const { token, option } = await signedProposal(cookie, "later");
    const signed = await page(token);
    expect(signed).toContain(escapeHtml(p.payButton(option.totals.depositCents)));
    expect(signed).toContain(`action="/proposal/${token}/pay"`);
    const answer = await pay(token);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\/checkout\/cs_test_/);
  });
});

describe("a deposit that cannot be paid", () => {
  it("is paid already: a clear page, no second session", async () => {
    const { token, proposal } = await signedProposal(cookie, "now");
    const payment = (await depositOf(proposal.id))!;
    const [completed] = await standIn.pay(payment.checkoutSessionId!, "card");
    expect((await postStripeWebhook(completed!.payload, completed!.signature)).status).toBe(200);
    const before = standIn.sessionsCreated;
    const answer = await pay(token);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(p.refused.paid);
    expect(standIn.sessionsCreated).toBe(before);
    expect(await page(token)).toContain(escapeHtml(p.paid(payment.amountCents, "").slice(0, 30)));
  });

  it("was cancelled: a clear page, no session", async () => {
    const { token } = await signedProposal(cookie, "later");
    expect((await customerPost(`/proposal/${token}/cancel`, {}, { ip: nextIp() })).status).toBe(303);
    const before = standIn.sessionsCreated;
    const answer = await pay(token);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(p.refused.cancelled);
    expect(standIn.sessionsCreated).toBe(before);
  });

  it("is not signed: 409, nothing made", async () => {
    const sent = await sentProposal(cookie, { state: "NJ" });
    const answer = await pay(sent.token);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(p.refused.notSigned);
    expect(await depositOf(sent.proposal.id)).toBeUndefined();
  });

  it("with Stripe off reads 'pay by cheque or transfer', signs as before, and Pay answers a clear page", async () => {
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const sent = await sentProposal(cookie, { state: "NJ" });
      const open = await page(sent.token);
      expect(open).toContain(p.payOffline);
      expect(open).not.toContain(escapeHtml(p.approveAndPay));
      const { token } = await signedProposal(cookie, "now");
      expect(await page(token)).toContain(p.payOffline);
      const answer = await pay(token);
      expect(answer.status).toBe(409);
      expect(await answer.text()).toContain(p.refused.offline);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
  });
});
