/**
 * A signed change order's PDF (issue 31 leftovers, decision 048): signing holds both receipts for
 * it; the scheduled outbox run's job attaches it in Postmark's `Attachments` shape and releases them;
 * the customer's link and the console download the same bytes again (same record, same bytes);
 * a change order not signed, an unknown number and an unknown link have none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { attachChangeOrderReceipts } from "../../src/server/flows/proposals/change-order-receipts.job";
import { CHANGE_ORDER_RECEIPT_HELD_UNTIL } from "../../src/server/proposals/change-order-mail";
import type { AdminChangeOrder } from "../../src/shared/proposals/change-order";
import { changeOrderStrings } from "../../src/shared/strings/change-orders";
import { testDb } from "../support/db";
import { pdfText } from "../support/pdf-text";
import { adminCall, customerCall, proposalTestSetup } from "../support/proposals";
import { ipCounter } from "../support/functions";
import { changeOrderSteps, EXTRA } from "../support/change-orders";

let cookie: string;
const nextIp = ipCounter("192.0.2");
const { body, issue, sign, signedContract } = changeOrderSteps(() => cookie, nextIp);

/** A signed contract with change order 1 issued; `sign` signs it. */
async function issued() {
  const sent = await signedContract();
  const response = await issue(sent.proposal.id, body());
  expect(response.status).toBe(201);
  const order = (await response.json()) as AdminChangeOrder;
  return { ...sent, order, sign: () => sign(sent.token, 1) };
}

const receiptsOf = (quoteId: number) =>
  testDb()
    .selectFrom("emailOutbox")
    .select(["nextAttemptAt", "attachments", "subject"])
    .where("quoteId", "=", quoteId)
    .where("subject", "like", "Change order 1 signed%")
    .orderBy("id")
    .execute();

beforeAll(async () => {
  cookie = await proposalTestSetup("change-order-pdf");
});

// Three PDFs are drawn in the first test (the receipts', the link's, the console's): fontkit's
// layout takes seconds each on a loaded machine, so the test may take longer than the default.
describe("a signed change order's PDF", { timeout: 90_000 }, () => {
  it("is attached to both receipts, and the link and the console give the same bytes again", async () => {
    const { quote, proposal, token, order, sign } = await issued();
    // Not signed yet: no PDF anywhere.
    expect((await customerCall(`/proposal/${token}/change-orders/1/signed.pdf`)).status).toBe(404);
    expect((await adminCall(cookie, `/api/admin/change-orders/${order.id}/signed.pdf`)).status).toBe(404);
    expect((await sign()).status).toBe(303);

    const held = await receiptsOf(quote.id);
    expect(held.map((row) => [row.nextAttemptAt.toISOString(), row.attachments])).toEqual([
      [CHANGE_ORDER_RECEIPT_HELD_UNTIL.toISOString(), null],
      [CHANGE_ORDER_RECEIPT_HELD_UNTIL.toISOString(), null],
    ]);
    expect(await attachChangeOrderReceipts(testDb())).toMatchObject({ attached: 2, released: 2 });
    const fileName = changeOrderStrings.pdf.fileName(quote.id, proposal.version, 1);
    const released = await receiptsOf(quote.id);
    expect(released.map((row) => row.nextAttemptAt < CHANGE_ORDER_RECEIPT_HELD_UNTIL)).toEqual([true, true]);
    expect(released.map((row) => row.attachments?.map((file) => [file.Name, file.ContentType]))).toEqual([
      [[fileName, "application/pdf"]],
      [[fileName, "application/pdf"]],
    ]);
    const mailed = Buffer.from(released[0]!.attachments![0]!.Content, "base64");
    const text = (await pdfText(mailed)).join("\n");
    for (const expected of [
      changeOrderStrings.pdf.heading(1),
      "Rotten decking found under the north slope.",
      EXTRA.description,
      "Harriet Vane",
      "Phone/3.0",
      order.documentSha256,
    ]) {
      expect(text).toContain(expected);
    }

    const download = await customerCall(`/proposal/${token}/change-orders/1/signed.pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
    expect(Buffer.from(await download.arrayBuffer()).equals(mailed)).toBe(true);
    const console = await adminCall(cookie, `/api/admin/change-orders/${order.id}/signed.pdf`);
    expect(console.status).toBe(200);
    expect(Buffer.from(await console.arrayBuffer()).equals(mailed)).toBe(true);
    expect((await adminCall("", `/api/admin/change-orders/${order.id}/signed.pdf`)).status).toBe(401);

    const page = await (await customerCall(`/proposal/${token}`, { ip: nextIp() })).text();
    expect(page).toContain(`href="/proposal/${token}/change-orders/1/signed.pdf"`);
    expect(page).toContain(changeOrderStrings.pdf.download(1));
  });

  it("does not exist for an unknown number, link or id (404), and a bad number is named (400)", async () => {
    const { token } = await issued();
    expect((await customerCall(`/proposal/${token}/change-orders/7/signed.pdf`)).status).toBe(404);
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await customerCall(`/proposal/${wrong}/change-orders/1/signed.pdf`)).status).toBe(404);
    expect((await adminCall(cookie, "/api/admin/change-orders/999999/signed.pdf")).status).toBe(404);
    expect((await customerCall(`/proposal/${token}/change-orders/x/signed.pdf`)).status).toBe(400);
  });
});
