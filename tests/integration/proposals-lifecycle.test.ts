/**
 * Proposals across their life (issue 20): a signed proposal is final for its quote, a new version
 * after a decline reopens the quote, drafts can be deleted, and the default terms are a setting.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminProposal } from "../../src/shared/proposals/admin-view";
import { proposalMessages } from "../../src/shared/strings/proposals";
import { seedTestDatabase, testDb } from "../support/db";
import { adminSessions, insertQuote } from "../support/admin-session";
import { adminCall, customerPost, draftFor, send, sentProposal, threeOptions } from "../support/proposals";

let cookie: string;

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie: cookie } = await adminSessions("proposals-lifecycle"));
});

const quoteRow = (id: number) =>
  testDb().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("proposal lifecycle", () => {
  it("keeps a signed proposal final: no new version, no new draft, no duplicate onto its quote", async () => {
    const { quote, token, proposal } = await sentProposal(cookie);
    const fields = { optionId: proposal.options[2]!.id, fullName: "Eleanor Vance", consent: "yes" };
    expect((await customerPost(`/proposal/${token}/accept`, fields, { ip: "192.0.2.10" })).status).toBe(303);
    const again = await adminCall(cookie, `/api/admin/proposals/${proposal.id}/new-version`, {
      method: "POST",
      body: {},
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(proposalMessages.quoteSigned);
    const fresh = await adminCall(cookie, "/api/admin/proposals", { method: "POST", body: { quoteId: quote.id } });
    expect(fresh.status).toBe(409);
    const other = await sentProposal(cookie);
    const onto = await adminCall(cookie, `/api/admin/proposals/${other.proposal.id}/duplicate`, {
      method: "POST",
      body: { quoteId: quote.id },
    });
    expect(onto.status).toBe(409);
    const read = await adminCall(cookie, `/api/admin/proposals/${proposal.id}`);
    expect(((await read.json()) as AdminProposal).acceptance).toMatchObject({
      optionTitle: "Full strip and relay",
      typedName: "Eleanor Vance",
      totalCents: proposal.options[2]!.totals.totalCents,
    });
  });

  it("reopens a lost quote when a new version is sent after a decline", async () => {
    const { quote, token, proposal } = await sentProposal(cookie);
    expect((await customerPost(`/proposal/${token}/decline`, { reason: "price" }, { ip: "192.0.2.11" })).status).toBe(
      303,
    );
    expect(await quoteRow(quote.id)).toMatchObject({ lostReason: "price" });
    const created = await adminCall(cookie, `/api/admin/proposals/${proposal.id}/new-version`, {
      method: "POST",
      body: {},
    });
    const v2 = (await created.json()) as AdminProposal;
    expect((await send(cookie, v2.id)).status).toBe(201);
    expect(await quoteRow(quote.id)).toMatchObject({ lostAt: null, lostReason: null, status: "quoted" });
    const list = await adminCall(cookie, `/api/admin/proposals?quote=${quote.id}`);
    expect(((await list.json()) as AdminProposal[]).map((version) => version.status)).toEqual(["sent", "declined"]);
  });

  it("deletes a draft, and refuses a bad quote id in the list with 400 naming it", async () => {
    const quote = await insertQuote();
    const draft = await draftFor(cookie, quote.id);
    const deleted = await adminCall(cookie, `/api/admin/proposals/${draft.id}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await adminCall(cookie, `/api/admin/proposals/${draft.id}`)).status).toBe(404);
    const bad = await adminCall(cookie, "/api/admin/proposals?quote=abc");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(["quote"]);
  });

  it("reads and changes the default terms, warranty and days valid (Settings)", async () => {
    const defaults = await adminCall(cookie, "/api/admin/proposal-defaults");
    expect(await defaults.json()).toMatchObject({ validDays: 30 });
    const changed = { terms: "Half on signing.", warranty: "Ten years.", validDays: 14 };
    const put = await adminCall(cookie, "/api/admin/proposal-defaults", { method: "PUT", body: changed });
    expect(await put.json()).toEqual(changed);
    const quote = await insertQuote();
    const created = await adminCall(cookie, "/api/admin/proposals", { method: "POST", body: { quoteId: quote.id } });
    expect(((await created.json()) as AdminProposal).content).toMatchObject({
      terms: "Half on signing.",
      warranty: "Ten years.",
    });
    const bad = await adminCall(cookie, "/api/admin/proposal-defaults", {
      method: "PUT",
      body: { ...changed, validDays: 0 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(["validDays"]);
  });

  it("drops control characters (Postgres refuses NUL) from the owner's and the customer's text", async () => {
    const quote = await insertQuote();
    const content = threeOptions();
    content.options[0]!.title = "Repair\u0000 the valleys";
    content.coverNote = "Line one\u0007\nLine two";
    const draft = await draftFor(cookie, quote.id, content);
    expect(draft.content.options[0]!.title).toBe("Repair the valleys");
    expect(draft.content.coverNote).toBe("Line one\nLine two");
    const { token, proposal } = await sentProposal(cookie);
    const asked = await customerPost(
      `/proposal/${token}/question`,
      { question: "Start\u0000 in May?" },
      { ip: "192.0.2.12" },
    );
    expect(asked.status).toBe(303);
    const signed = await customerPost(
      `/proposal/${token}/accept`,
      { optionId: proposal.options[0]!.id, fullName: "Ann\u0000 Lee\u202E", consent: "yes" },
      { ip: "192.0.2.12" },
    );
    expect(signed.status).toBe(303);
    const record = await testDb()
      .selectFrom("proposalAcceptances")
      .selectAll()
      .where("proposalId", "=", proposal.id)
      .executeTakeFirstOrThrow();
    expect(record.typedName).toBe("Ann Lee");
  });
});
