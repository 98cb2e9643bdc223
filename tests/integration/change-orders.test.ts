/**
 * Issue 31 item 3: change orders on a signed contract. The owner issues one (validated by the
 * shared schema, 422 for a change the contract cannot take, 409 on an unsigned or cancelled
 * contract or while one waits), the customer signs it at the proposal's link once whatever the
 * clicks, with its own audit record (the frozen document's SHA-256), and the history lists every
 * signed version with its total.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/server/intake/idempotency.service";
import type { AdminChangeOrder, ContractHistory } from "../../src/shared/proposals/change-order";
import { formatCents, optionTotals } from "../../src/shared/proposals/money";
import { changeOrderStrings } from "../../src/shared/strings/change-orders";
import { conversationStrings } from "../../src/shared/strings/conversation";
import { queuedMail, testDb } from "../support/db";
import {
  adminCall,
  customerCall,
  customerPost,
  proposalTestSetup,
  sentProposal,
  threeOptions,
} from "../support/proposals";
import { ipCounter } from "../support/functions";
import { changeOrderSteps, EXTRA, firstLines } from "../support/change-orders";

let cookie: string;
const nextIp = ipCounter("203.0.113");

const { body, issue, sign, signedContract } = changeOrderSteps(() => cookie, nextIp);
const historyOf = async (proposalId: number) =>
  (await (await adminCall(cookie, `/api/admin/proposals/${proposalId}/change-orders`)).json()) as ContractHistory;

beforeAll(async () => {
  cookie = await proposalTestSetup("change-orders");
});

describe("change orders", () => {
  it("issues one (priced with the signed discount and tax, frozen and hashed), e-mails the link once per key", async () => {
    const { quote, proposal, token } = await signedContract();
    const key = "co-key-1";
    const [first, again] = [await issue(proposal.id, body(), key), await issue(proposal.id, body(), key)];
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const order = (await first.json()) as AdminChangeOrder;
    expect(((await again.json()) as AdminChangeOrder).id).toBe(order.id);
    const expected = optionTotals([...firstLines, EXTRA], { ...threeOptions(), deposit: null });
    expect(order.document.totals.totalCents).toBe(expected.totalCents);
    expect(order.document.added.map((line) => line.description)).toEqual([EXTRA.description]);
    expect(order.document.removed).toEqual([]);
    const schedule = order.document.schedule;
    expect(schedule.reduce((sum, payment) => sum + payment.cents, 0)).toBe(expected.totalCents);
    expect(schedule[0]!.cents).toBe(proposal.options[0]!.totals.depositCents);
    const stored = await testDb()
      .selectFrom("changeOrders")
      .selectAll()
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const hash = createHash("sha256").update(canonicalJson(stored.frozen), "utf8").digest("hex");
    expect(stored.documentSha256).toBe(hash);
    const mail = await queuedMail("change-order", { quoteId: quote.id });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(`/proposal/${token}#change-order`);
    await expect(
      testDb()
        .updateTable("changeOrders")
        .set({ documentSha256: "0".repeat(64) })
        .where("id", "=", order.id)
        .execute(),
    ).rejects.toThrow();
  });

  it("refuses bad input by field (400), no change or a total below the deposit (422)", async () => {
    const { proposal } = await signedContract();
    const bad = await issue(proposal.id, body({ note: "", lineItems: [{ ...EXTRA, quantity: -1 }] }));
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["note", "lineItems.0.quantity"]));
    const same = await issue(proposal.id, body({ lineItems: firstLines }));
    expect(same.status).toBe(422);
    expect(((await same.json()) as { fields: Record<string, string> }).fields.lineItems).toBeTruthy();
    const tiny = await issue(proposal.id, body({ lineItems: [{ ...EXTRA, quantity: 1, unitPriceCents: 100 }] }));
    expect(tiny.status).toBe(422);
    expect((await historyOf(proposal.id)).changeOrders).toEqual([]);
  });

  it("is refused on an unsigned, a cancelled or a missing proposal, and while one waits", async () => {
    const unsigned = await sentProposal(cookie, { state: "NJ" });
    expect((await issue(unsigned.proposal.id, body())).status).toBe(409);
    expect((await issue(999_999, body())).status).toBe(404);
    const cancelled = await signedContract();
    expect((await customerPost(`/proposal/${cancelled.token}/cancel`, {}, { ip: nextIp() })).status).toBe(303);
    expect((await issue(cancelled.proposal.id, body())).status).toBe(409);
    const waiting = await signedContract();
    expect((await issue(waiting.proposal.id, body())).status).toBe(201);
    expect((await issue(waiting.proposal.id, body({ note: "Another" }))).status).toBe(409);
  });

  it("is signed once at the customer's link with its own audit record, and the history shows every signed version", async () => {
    const { quote, proposal, token } = await signedContract();
    const order = (await (await issue(proposal.id, body())).json()) as AdminChangeOrder;
    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(changeOrderStrings.page.heading(1));
    expect(page).toContain(changeOrderStrings.page.submit);
    expect((await sign(token, 1, { consent: "" })).status).toBe(400);
    const answers = await Promise.all([sign(token, 1), sign(token, 1), sign(token, 1)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    const signatures = await testDb()
      .selectFrom("changeOrderSignatures")
      .selectAll()
      .where("changeOrderId", "=", order.id)
      .execute();
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      typedName: "Harriet Vane",
      userAgent: "Phone/3.0",
      documentSha256: order.documentSha256,
    });
    // The owner's devices are alerted once (the "Proposal accepted" choice), whatever the clicks.
    const alerts = await testDb()
      .selectFrom("alerts")
      .selectAll()
      .where("eventKey", "=", `change-order-signed:${order.id}`)
      .execute();
    expect(alerts.map((alert) => [alert.kind, alert.leadId, alert.title, alert.body])).toEqual([
      [
        "proposal-accepted",
        quote.id,
        changeOrderStrings.alert.title(1, `${quote.city} · ${quote.firstName}`),
        changeOrderStrings.alert.body(formatCents(order.document.totals.totalCents)),
      ],
    ]);
    const history = await historyOf(proposal.id);
    expect(history.versions.map((v) => [v.kind, v.totalCents])).toEqual([
      ["original", proposal.options[0]!.totals.totalCents],
      ["change-order", order.document.totals.totalCents],
    ]);
    expect(history.changeOrders[0]!.status).toBe("signed");
    expect(history.current.lineItems).toHaveLength(3);
    const won = await testDb()
      .selectFrom("quotes")
      .select("wonValueCents")
      .where("id", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(won.wonValueCents).toBe(order.document.totals.totalCents);
    const timeline = JSON.stringify(
      await (await adminCall(cookie, `/api/admin/leads/quote/${quote.id}/timeline`)).json(),
    );
    expect(timeline).toContain(conversationStrings.timeline.changeOrder.signed(1, "Harriet Vane"));
    const after = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(after).toContain(changeOrderStrings.page.history);
    expect(after).not.toContain(changeOrderStrings.page.submit);
    // The next change order starts from the signed one: removing the decking again is a removal.
    const second = (await (await issue(proposal.id, body({ lineItems: firstLines }))).json()) as AdminChangeOrder;
    expect(second.number).toBe(2);
    expect(second.document.removed.map((line) => line.description)).toEqual([EXTRA.description]);
  });

  it("answers a missing change order with 404, a withdrawn one with 409, and withdraws only a waiting one", async () => {
    const { proposal, token } = await signedContract();
    expect((await sign(token, 7)).status).toBe(404);
    const order = (await (await issue(proposal.id, body())).json()) as AdminChangeOrder;
    const withdraw = () =>
      adminCall(cookie, `/api/admin/change-orders/${order.id}/withdraw`, { method: "POST", body: {} });
    expect((await withdraw()).status).toBe(200);
    expect((await withdraw()).status).toBe(409);
    expect(
      (await adminCall(cookie, "/api/admin/change-orders/999999/withdraw", { method: "POST", body: {} })).status,
    ).toBe(404);
    expect((await sign(token, 1)).status).toBe(409);
    expect((await historyOf(proposal.id)).blocked).toBeNull();
  });
});
