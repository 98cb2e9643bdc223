/**
 * The signed proposal's PDF (issue 34 item 11): signing queues both receipts held for it; the
 * scheduled outbox run attaches it and the real Postmark client hands it to the stub in Postmark's
 * `Attachments` shape; the customer's link and the console download the same bytes again;
 * unsigned versions and unknown links have none.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import outboxRetry from "../../functions/outbox-retry.mts";
import { signedPdfStrings } from "../../src/shared/strings/signed-pdf";
import { testDb } from "../support/db";
import { pdfText } from "../support/pdf-text";
import { PostmarkStub, usePostmarkStub } from "../support/postmark-stub";
import { adminCall, customerCall, customerPost, proposalTestSetup, sentProposal } from "../support/proposals";

const stub = new PostmarkStub();
let cookie: string;

beforeAll(async () => {
  cookie = await proposalTestSetup("signed-pdf");
  await stub.start();
  usePostmarkStub(stub);
  process.env.BUSINESS_EMAIL = "office@slate.test";
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterAll(() => stub.stop());

/** A sent three-option proposal, signed for its second option. */
async function signed() {
  const sent = await sentProposal(cookie, { firstName: "Zoë", lastName: "Łukasiewicz" });
  const fields = { optionId: sent.proposal.options[1]!.id, fullName: "Zoë Łukasiewicz", consent: "yes" };
  const answer = await customerPost(`/proposal/${sent.token}/accept`, fields, {
    ip: "198.51.100.77",
    headers: { "user-agent": "Phone/1.0" },
  });
  expect(answer.status).toBe(303);
  const signature = await testDb()
    .selectFrom("proposalAcceptances")
    .selectAll()
    .where("proposalId", "=", sent.proposal.id)
    .executeTakeFirstOrThrow();
  return { ...sent, signature };
}

describe("the signed proposal's PDF", () => {
  let signedOne: Awaited<ReturnType<typeof signed>>;
  beforeAll(async () => {
    signedOne = await signed();
  });

  it("is attached to the customer's and the owner's receipts as Postmark takes it", async () => {
    const { quote, proposal, signature } = signedOne;
    const held = await testDb()
      .selectFrom("emailOutbox")
      .select(["status", "attachments"])
      .where("quoteId", "=", quote.id)
      .where("subject", "like", "%signed%")
      .execute();
    expect(held).toEqual([
      { status: "pending", attachments: null },
      { status: "pending", attachments: null },
    ]);
    // The scheduled run draws the PDF, attaches it to both receipts and sends them.
    const run = await outboxRetry(
      new Request("http://localhost/.netlify/functions/outbox-retry", { method: "POST" }),
      {} as never,
    );
    expect(await run.json()).toMatchObject({ attached: 2, released: 2 });
    const receipts = () =>
      stub.accepted.filter(
        (mail) => mail.body.Tag === "proposal-signed" || mail.body.Subject.startsWith("Proposal signed"),
      );
    await vi.waitFor(() => expect(receipts()).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const fileName = signedPdfStrings.fileName(quote.id, proposal.version);
    const [first, second] = receipts().map((mail) => mail.body.Attachments ?? []);
    expect(first).toEqual([
      { Name: fileName, Content: expect.any(String), ContentType: "application/pdf", ContentID: null },
    ]);
    expect(second).toEqual(first);
    expect(
      receipts()
        .map((mail) => mail.body.To)
        .sort(),
    ).toEqual([quote.email, "office@slate.test"].sort());
    const text = (await pdfText(Buffer.from(first![0]!.Content, "base64"))).join("\n");
    for (const expected of [
      "Zoë Łukasiewicz",
      "Re-flash and repair",
      "198.51.100.77",
      "Phone/1.0",
      signature.documentSha256,
      `${signedPdfStrings.signatureId}${signature.id}`,
    ]) {
      expect(text).toContain(expected);
    }
    const stored = await testDb()
      .selectFrom("emailOutbox")
      .select(["attachments", "status"])
      .where("quoteId", "=", quote.id)
      .where("subject", "like", "%signed%")
      .execute();
    expect(stored.map((row) => [row.status, row.attachments?.[0]?.Name])).toEqual([
      ["sent", fileName],
      ["sent", fileName],
    ]);
  });

  it("is offered on the customer's link as a download: the same bytes, made again", async () => {
    const { quote, proposal, token } = signedOne;
    const response = await customerCall(`/proposal/${token}/signed.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${signedPdfStrings.fileName(quote.id, proposal.version)}"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    const mailed = stub.accepted.find((mail) => mail.body.Attachments?.length)!.body.Attachments![0]!.Content;
    expect(bytes.equals(Buffer.from(mailed, "base64"))).toBe(true);
    const page = await (await customerCall(`/proposal/${token}`)).text();
    expect(page).toContain(`href="/proposal/${token}/signed.pdf"`);
  });

  it("is in the console for admins only", async () => {
    const { proposal } = signedOne;
    const response = await adminCall(cookie, `/api/admin/proposals/${proposal.id}/signed.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect((await pdfText(new Uint8Array(await response.arrayBuffer()))).join("\n")).toContain("Zoë Łukasiewicz");
    expect((await adminCall("", `/api/admin/proposals/${proposal.id}/signed.pdf`)).status).toBe(401);
  });

  it("does not exist for an unknown link or an unsigned version (404)", async () => {
    const unsigned = await sentProposal(cookie);
    expect((await customerCall(`/proposal/${unsigned.token}/signed.pdf`)).status).toBe(404);
    expect((await adminCall(cookie, `/api/admin/proposals/${unsigned.proposal.id}/signed.pdf`)).status).toBe(404);
    const wrong = `${signedOne.token.slice(0, -1)}${signedOne.token.endsWith("A") ? "B" : "A"}`;
    const missing = await customerCall(`/proposal/${wrong}/signed.pdf`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect((await adminCall(cookie, "/api/admin/proposals/999999/signed.pdf")).status).toBe(404);
    const page = await (await customerCall(`/proposal/${unsigned.token}`)).text();
    expect(page).not.toContain("signed.pdf");
  });
});
