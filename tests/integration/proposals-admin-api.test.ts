/**
 * The admin proposals API (issue 20): drafts, autosave with totals computed on the server, bad
 * input named by field, preview, idempotent send that freezes and hashes the version, 409 on any
 * later change, new versions replacing old links, withdraw, duplicate, delete rules.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminProposal } from "../../src/shared/proposals/admin-view";
import type { ProposalDocument } from "../../src/shared/proposals/document";
import { documentSha256 } from "../../src/server/proposals/proposal-document";
import { proposalMessages } from "../../src/shared/strings/proposals";
import type { AdminQuote } from "../../src/shared/schemas/admin";
import * as adminApi from "../../functions/admin.mts";
import { seedTestDatabase, testDb } from "../support/db";
import { adminSessions, insertQuote } from "../support/admin-session";
import { callFunction, TEST_ORIGIN } from "../support/functions";
import {
  adminCall,
  customerCall,
  draftFor,
  send,
  sentProposal,
  threeOptions,
  tokenFromOutbox,
} from "../support/proposals";

let cookie: string;
let visitorCookie: string;
const read = async (response: Response) => (await response.json()) as AdminProposal;

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie: cookie, visitorCookie } = await adminSessions("proposals-admin"));
});

describe("admin proposals API", () => {
  it("is for admins only", async () => {
    const quote = await insertQuote();
    const body = { quoteId: quote.id };
    expect((await adminCall("", "/api/admin/proposals", { method: "POST", body, cookie: undefined })).status).toBe(401);
    expect((await adminCall(visitorCookie, "/api/admin/proposals", { method: "POST", body })).status).toBe(403);
    const crossSite = await adminCall(cookie, "/api/admin/proposals", {
      method: "POST",
      body,
      origin: "https://evil.test",
    });
    expect(crossSite.status).toBe(403);
  });

  it("creates one draft per quote with the default terms, warranty and 30 days", async () => {
    const quote = await insertQuote();
    const created = await adminCall(cookie, "/api/admin/proposals", { method: "POST", body: { quoteId: quote.id } });
    expect(created.status).toBe(201);
    const draft = await read(created);
    expect(draft).toMatchObject({ quoteId: quote.id, version: 1, status: "draft", link: null, openCount: 0 });
    expect(draft.content.terms).toMatch(/deposit/i);
    expect(draft.content.warranty).toMatch(/slate/i);
    expect(draft.validUntil > new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    const again = await adminCall(cookie, "/api/admin/proposals", { method: "POST", body: { quoteId: quote.id } });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(proposalMessages.draftExists);
    const missing = await adminCall(cookie, "/api/admin/proposals", { method: "POST", body: { quoteId: 999_999 } });
    expect(missing.status).toBe(404);
  });

  it("computes every total on the server, in cents, with the ADR's rounding", async () => {
    const quote = await insertQuote();
    const draft = await draftFor(cookie, quote.id);
    const better = draft.options[1]!;
    // 150,000 + 12.5 × 123,457 = 150,000 + 1,543,213 (1,543,212.5 rounded half up) = 1,693,213
    expect(better.lineItems.map((line) => line.amountCents)).toEqual([150_000, 1_543_213]);
    expect(better.totals).toEqual({
      lineCents: [150_000, 1_543_213],
      subtotalCents: 1_693_213,
      discountCents: 84_661, // 5 % = 84,660.65
      taxCents: 106_567, // 6.625 % of 1,608,552 = 106,566.57
      totalCents: 1_715_119,
      depositCents: 514_536, // 30 % = 514,535.7
      balanceCents: 1_200_583,
    });
    expect(draft.options.map((option) => option.id)).toHaveLength(3);
    expect(new Set(draft.options.map((option) => option.id)).size).toBe(3);
  });

  it("answers bad input with 400 naming each field", async () => {
    const quote = await insertQuote();
    const { id } = await draftFor(cookie, quote.id);
    const bad = threeOptions();
    bad.options[0]!.lineItems[0]!.quantity = 1.0005;
    bad.options[1]!.lineItems[0]!.unitPriceCents = -5;
    const response = await adminCall(cookie, `/api/admin/proposals/${id}`, { method: "PUT", body: bad });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields["options.0.lineItems.0.quantity"]).toBe("At most three decimals");
    expect(fields["options.1.lineItems.0.unitPriceCents"]).toBeDefined();
    const four = threeOptions();
    four.options.push(four.options[0]!);
    const tooMany = await adminCall(cookie, `/api/admin/proposals/${id}`, { method: "PUT", body: four });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(((await tooMany.json()) as { fields: object }).fields)).toContain("options");
    const photo = await adminCall(cookie, `/api/admin/proposals/${id}`, {
      method: "PUT",
      body: threeOptions({ photoKeys: ["abcdefgh12345678"] }),
    });
    expect(photo.status).toBe(400);
    expect(((await photo.json()) as { fields: Record<string, string> }).fields["photoKeys.0"]).toBe(
      proposalMessages.unknownPhoto,
    );
  });

  it("previews the customer's page without sending or counting anything", async () => {
    const quote = await insertQuote({ firstName: "Zoë", lastName: "O'Brien-李" });
    const { id } = await draftFor(cookie, quote.id);
    const preview = await adminCall(cookie, `/api/admin/proposals/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toMatch(/text\/html/);
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const html = await preview.text();
    expect(html).toContain("Proposal for Zoë O&#39;Brien-李");
    expect(html).toContain("Re-flash and repair");
    expect(html).not.toMatch(/<form[^>]*action=/);
    const row = await testDb().selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "draft", openCount: 0 });
    expect(await testDb().selectFrom("emailOutbox").select("id").where("quoteId", "=", quote.id).execute()).toEqual([]);
  });

  it("sends once per Idempotency-Key, freezes and hashes the version, and marks the quote quoted", async () => {
    const quote = await insertQuote();
    const draft = await draftFor(cookie, quote.id);
    const [first, second] = [
      await send(cookie, draft.id, "send-key-0001"),
      await send(cookie, draft.id, "send-key-0001"),
    ];
    expect([first.status, second.status]).toEqual([201, 201]);
    const sent = await read(first);
    expect(sent).toMatchObject({ status: "sent", version: 1 });
    expect(sent.link).toBe(`${TEST_ORIGIN}/proposal/${await tokenFromOutbox(quote.id)}`);
    const mails = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(quote.email);
    const stored = await testDb().selectFrom("quotes").selectAll().where("id", "=", quote.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("quoted");
    const row = await testDb().selectFrom("proposals").selectAll().where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(await tokenFromOutbox(quote.id));
    expect(row.documentSha256).toBe(documentSha256(row.frozen!));
    const listed = await callFunction(adminApi, `/api/admin/quotes?q=${quote.email}`, { cookie });
    const tracked = ((await listed.json()) as AdminQuote[]).find((item) => item.id === quote.id)!;
    expect(tracked).toMatchObject({ status: "quoted", wonAt: null, lostAt: null });
    expect(tracked.proposal).toMatchObject({ id: draft.id, version: 1, status: "sent", openCount: 0 });
  });

  it("hashes the same version the same, and any changed field differently", async () => {
    const { proposal } = await sentProposal(cookie);
    const row = await testDb()
      .selectFrom("proposals")
      .selectAll()
      .where("id", "=", proposal.id)
      .executeTakeFirstOrThrow();
    const document = row.frozen!;
    expect(documentSha256(structuredClone(document))).toBe(row.documentSha256);
    const hashes = new Set([row.documentSha256]);
    const leaves: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      if (value && typeof value === "object") for (const [key, v] of Object.entries(value)) walk(v, [...path, key]);
      else leaves.push(path);
    };
    walk(document, []);
    for (const path of leaves) {
      const changed = structuredClone(document) as unknown as Record<string, unknown>;
      const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, changed);
      const leaf = path.at(-1)!;
      parent[leaf] = typeof parent[leaf] === "number" ? (parent[leaf] as number) + 1 : `${String(parent[leaf])}x`;
      hashes.add(documentSha256(changed as unknown as ProposalDocument));
    }
    expect(leaves.length).toBeGreaterThan(40);
    expect(hashes.size).toBe(leaves.length + 1);
  });

  it("refuses any change to a sent version (409), and deleting a live or signed one", async () => {
    const { proposal } = await sentProposal(cookie);
    const put = await adminCall(cookie, `/api/admin/proposals/${proposal.id}`, { method: "PUT", body: threeOptions() });
    expect(put.status).toBe(409);
    expect((await put.json()).error).toBe(proposalMessages.notDraft);
    expect((await send(cookie, proposal.id)).status).toBe(409);
    const del = await adminCall(cookie, `/api/admin/proposals/${proposal.id}`, { method: "DELETE" });
    expect(del.status).toBe(409);
    await testDb().updateTable("proposals").set({ status: "accepted" }).where("id", "=", proposal.id).execute();
    const signed = await adminCall(cookie, `/api/admin/proposals/${proposal.id}`, { method: "DELETE" });
    expect(signed.status).toBe(409);
    expect((await signed.json()).error).toBe(proposalMessages.cannotDeleteAccepted);
  });

  it("makes version 2, whose sending replaces version 1's link with a button to it", async () => {
    const { quote, proposal, token } = await sentProposal(cookie);
    const created = await adminCall(cookie, `/api/admin/proposals/${proposal.id}/new-version`, {
      method: "POST",
      body: {},
    });
    expect(created.status).toBe(201);
    const v2 = await read(created);
    expect(v2).toMatchObject({ version: 2, status: "draft", quoteId: quote.id });
    expect((await send(cookie, v2.id)).status).toBe(201);
    const newToken = await tokenFromOutbox(quote.id);
    expect(newToken).not.toBe(token);
    const old = await customerCall(`/proposal/${token}`);
    const html = await old.text();
    expect(html).toContain("This proposal was replaced");
    expect(html).toContain(`href="/proposal/${newToken}"`);
    const list = await adminCall(cookie, `/api/admin/proposals?quote=${quote.id}`);
    expect(((await list.json()) as AdminProposal[]).map((p) => [p.version, p.status, p.replacedBy])).toEqual([
      [2, "sent", null],
      [1, "replaced", v2.id],
    ]);
  });

  it("withdraws a sent version and duplicates a proposal to another quote", async () => {
    const { proposal, token } = await sentProposal(cookie);
    const withdrawn = await adminCall(cookie, `/api/admin/proposals/${proposal.id}/withdraw`, {
      method: "POST",
      body: {},
    });
    expect(withdrawn.status).toBe(200);
    expect((await read(withdrawn)).status).toBe("withdrawn");
    expect(await (await customerCall(`/proposal/${token}`)).text()).toContain("This proposal was withdrawn");
    const other = await insertQuote({ email: "other@example.com" });
    const copy = await adminCall(cookie, `/api/admin/proposals/${proposal.id}/duplicate`, {
      method: "POST",
      body: { quoteId: other.id },
    });
    expect(copy.status).toBe(201);
    const duplicate = await read(copy);
    expect(duplicate).toMatchObject({ quoteId: other.id, version: 1, status: "draft" });
    expect(duplicate.options.map((option) => option.totals)).toEqual(proposal.options.map((option) => option.totals));
  });
});
