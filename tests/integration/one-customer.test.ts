/**
 * Issue 25, items 8 and 9. Answering clears the queue: a phase e-mail or a follow-up to a 'new'
 * quote makes it 'contacted', notes the first response and takes it out of "Waiting for a reply";
 * a status change notes the first response once. One customer, one view: a lead's other
 * enquiries by the same e-mail (any case, spaces) or phone (digits), with their notes, read by
 * a query. Real Postgres, real handlers; no Postmark token (mail stays in the outbox).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { AdminQuote } from "../../src/shared/schemas/admin";
import type { AdminContactDetail } from "../../src/shared/schemas/contacts-desk";
import type { OtherEnquiries } from "../../src/shared/schemas/enquiries";
import type { WaitingLeads } from "../../src/shared/speed-to-lead";
import { adminSessions, insertContact, insertQuote, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type CallOptions, type FunctionModule } from "../support/functions";
import { useLeadTestEnvironment } from "../support/leads";

useLeadTestEnvironment();

let sessions: AdminSessions;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("one-customer");
});

const asAdmin = (module: FunctionModule, path: string, options: CallOptions = {}) =>
  callFunction(module, path, { cookie: sessions.adminCookie, ...options });
const json = async <T>(response: Response, status = 200) => {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
};
const quoteRow = (id: number) =>
  testDb().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const waitingIds = async () =>
  (await json<WaitingLeads>(await asAdmin(adminApi, "/api/admin/leads/waiting"))).oldest.map(
    (lead) => `${lead.kind}:${lead.id}`,
  );

describe("answering clears the queue", () => {
  it.each([
    [
      "a phase e-mail",
      (id: number) => asAdmin(adminApi, `/api/admin/quotes/${id}/phase`, { method: "PUT", body: { phase: "phase-2" } }),
      200,
    ],
    [
      "a follow-up",
      (id: number) =>
        asAdmin(adminApi, `/api/admin/quotes/${id}/send-followup`, { method: "POST", body: { phase: "phase-1" } }),
      201,
    ],
  ] as const)("%s to a new quote: contacted, first response noted, no longer waiting", async (_name, send, status) => {
    const quote = await insertQuote({
      email: `answer-${status}@example.com`,
      createdAt: new Date("2026-01-05T15:00:00Z"),
    });
    expect(await waitingIds()).toContain(`quote:${quote.id}`);
    const before = Date.now();
    const answered = await json<AdminQuote>(await send(quote.id), status);
    expect(answered.status).toBe("contacted");
    expect(Date.parse(answered.firstResponseAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await waitingIds()).not.toContain(`quote:${quote.id}`);
  });

  it("a later e-mail keeps the status and the first response", async () => {
    const quote = await insertQuote({ status: "quoted", firstResponseAt: new Date("2026-03-02T14:00:00Z") });
    await json(
      await asAdmin(adminApi, `/api/admin/quotes/${quote.id}/send-followup`, {
        method: "POST",
        body: { phase: "phase-3" },
      }),
      201,
    );
    const row = await quoteRow(quote.id);
    expect(row.status).toBe("quoted");
    expect(row.firstResponseAt?.toISOString()).toBe("2026-03-02T14:00:00.000Z");
  });

  it("a phase change without e-mail answers nobody: the quote stays new and waiting", async () => {
    const quote = await insertQuote({ email: "silent@example.com" });
    const moved = await json<AdminQuote>(
      await asAdmin(adminApi, `/api/admin/quotes/${quote.id}/phase`, {
        method: "PUT",
        body: { phase: "phase-2", sendEmail: false },
      }),
    );
    expect(moved).toMatchObject({ status: "new", firstResponseAt: null });
  });

  it("a status change notes the first response once; back to new keeps it", async () => {
    const contact = await insertContact({ email: "status@example.com" });
    const path = `/api/admin/contact-submissions/${contact.id}/status`;
    await json(await asAdmin(adminApi, path, { method: "PUT", body: { status: "contacted" } }));
    const first = (
      await testDb()
        .selectFrom("contactSubmissions")
        .select("firstResponseAt")
        .where("id", "=", contact.id)
        .executeTakeFirstOrThrow()
    ).firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await json(await asAdmin(adminApi, path, { method: "PUT", body: { status: "new" } }));
    await json(await asAdmin(adminApi, path, { method: "PUT", body: { status: "completed" } }));
    const detail = await json<AdminContactDetail>(
      await asAdmin(adminApi, `/api/admin/contact-submissions/${contact.id}`),
    );
    expect(detail.firstResponseAt).toBe(first!.toISOString());
  });

  it("a failed send (missing quote) changes nothing: 404", async () => {
    const response = await asAdmin(adminApi, "/api/admin/quotes/2000000000/send-followup", {
      method: "POST",
      body: { phase: "phase-1" },
    });
    expect(response.status).toBe(404);
  });
});

describe("one customer, one view", () => {
  const enquiries = async (kind: string, id: number) =>
    (await json<OtherEnquiries>(await asAdmin(adminApi, `/api/admin/leads/${kind}/${id}/enquiries`))).enquiries;

  it("links a contact and quotes by e-mail (any case, spaces) or phone digits, with each one's notes", async () => {
    const contact = await insertContact({
      email: " Ruth.Okafor@Example.com",
      phone: "(973) 555-0177",
      notes: "Prefers mornings.",
    });
    const byEmail = await insertQuote({
      email: "ruth.okafor@example.com",
      phone: null,
      notes: "Sent the slate samples.",
      city: "Montclair",
    });
    const byPhone = await insertQuote({ email: "r.okafor@work.example", phone: "1-973-555-0177 x4", notes: null });
    const stranger = await insertQuote({ email: "someone@else.example", phone: "(973) 555-0178" });
    await insertContact({ email: "blank@example.com", phone: "12" });

    const ofContact = await enquiries("contact", contact.id);
    expect(ofContact.map((e) => [e.kind, e.id, e.matchedBy])).toEqual([
      ["quote", byPhone.id, "phone"],
      ["quote", byEmail.id, "email"],
    ]);
    expect(ofContact.find((e) => e.id === byEmail.id)).toMatchObject({
      notes: "Sent the slate samples.",
      summary: "Restoration · Montclair, NJ",
      name: "Eleanor Vance",
    });

    // One step only: the quote without a phone does not reach the one that shares only the contact's phone.
    const ofQuote = await enquiries("quote", byEmail.id);
    expect(ofQuote.map((e) => [e.kind, e.id])).toEqual([["contact", contact.id]]);
    expect(ofQuote.find((e) => e.kind === "contact")).toMatchObject({ notes: "Prefers mornings.", matchedBy: "email" });
    expect((await enquiries("quote", stranger.id)).map((e) => e.id)).not.toContain(contact.id);
  });

  it("a note saved on one enquiry shows on the others at once (a query, not a copy)", async () => {
    const contact = await insertContact({ email: "notes@example.com" });
    const quote = await insertQuote({ email: "NOTES@example.com" });
    await json(
      await asAdmin(adminApi, `/api/admin/contact-submissions/${contact.id}/notes`, {
        method: "PUT",
        body: { notes: "Called back, wants a visit." },
      }),
    );
    expect((await enquiries("quote", quote.id))[0]).toMatchObject({
      kind: "contact",
      notes: "Called back, wants a visit.",
    });
  });

  it("answers an empty list for a single enquiry, 404 for a missing lead, 400 for a bad kind or id", async () => {
    const alone = await insertQuote({ email: "alone@example.com", phone: null });
    expect(await enquiries("quote", alone.id)).toEqual([]);
    expect((await asAdmin(adminApi, "/api/admin/leads/contact/2000000000/enquiries")).status).toBe(404);
    expect((await asAdmin(adminApi, "/api/admin/leads/person/1/enquiries")).status).toBe(400);
    expect((await asAdmin(adminApi, "/api/admin/leads/quote/abc/enquiries")).status).toBe(400);
  });

  it("refuses without a session (401) and for a non-admin (403)", async () => {
    const path = "/api/admin/leads/quote/1/enquiries";
    expect((await callFunction(adminApi, path)).status).toBe(401);
    expect((await callFunction(adminApi, path, { cookie: sessions.visitorCookie })).status).toBe(403);
  });
});
