/**
 * Issue 34, items 1 and 2 through the admin API: a reply from the lead page's composer, or a
 * logged call, is the lead's first response (status New → Contacted recorded with who, out of
 * "waiting", the reports measure from it); and every count of waiting leads (the dashboard's
 * figures and list, the filtered lead lists, the reports) follows the one definition of
 * src/shared/waiting.ts, on a mix of every kind of lead. Pipeline value counts open proposals.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { LeadTimeline } from "../../src/shared/conversation";
import type { LeadFigures } from "../../src/shared/lead-figures";
import type { ContactPage } from "../../src/shared/schemas/contacts-desk";
import type { AdminQuote } from "../../src/shared/schemas/admin";
import type { LeadsReport } from "../../src/shared/schemas/reports";
import type { WaitingLeads } from "../../src/shared/speed-to-lead";
import { conversationStrings } from "../../src/shared/strings/conversation";
import { isWaiting } from "../../src/shared/waiting";
import { adminSessions, insertContact, insertQuote } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type CallOptions } from "../support/functions";
import { sentProposal } from "../support/proposals";

const db = () => testDb();
let cookie = "";
let adminId = "";

const api = (path: string, options: CallOptions = {}) => callFunction(adminApi, path, { cookie, ...options });
const read = async <T>(path: string): Promise<T> => {
  const response = await api(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const reply = (kind: string, id: number, key = randomUUID()) =>
  api(`/api/admin/leads/${kind}/${id}/reply`, {
    method: "POST",
    body: { body: "Thank you, {{firstName}}. I can come by on Thursday." },
    headers: { "Idempotency-Key": key },
  });
const logCall = (kind: string, id: number, key = randomUUID()) =>
  api(`/api/admin/leads/${kind}/${id}/calls`, { method: "POST", body: {}, headers: { "Idempotency-Key": key } });
const statusChanges = (column: "quoteId" | "contactSubmissionId", id: number) =>
  db().selectFrom("leadStatusChanges").selectAll().where(column, "=", id).execute();
const inbound = (lead: { quoteId?: number; contactSubmissionId?: number }, extra: Record<string, unknown> = {}) =>
  db()
    .insertInto("leadMessages")
    .values({ direction: "in", fromAddress: "customer@example.org", subject: "Re: your roof", ...lead, ...extra })
    .execute();

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  process.env.BUSINESS_EMAIL = "office@slate.test";
  ({ adminCookie: cookie, adminId } = await adminSessions("answering"));
  for (const level of ["warn", "error", "info"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});

describe("answering counts (issue 34, item 1)", () => {
  it("a composer reply answers a New quote: Contacted, first response kept once, the change recorded with who", async () => {
    const quote = await insertQuote({ email: "first-answer@example.org", firstName: "Greta" });
    const before = await read<WaitingLeads>("/api/admin/leads/waiting");
    expect(before.oldest.some((lead) => lead.kind === "quote" && lead.id === quote.id)).toBe(true);

    const key = randomUUID();
    const started = Date.now();
    expect((await reply("quote", quote.id, key)).status).toBe(201);
    expect((await reply("quote", quote.id, key)).status).toBe(201); // the double click
    const answered = await db().selectFrom("quotes").selectAll().where("id", "=", quote.id).executeTakeFirstOrThrow();
    expect(answered.status).toBe("contacted");
    expect(answered.firstResponseAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const changes = await statusChanges("quoteId", quote.id);
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.changedBy])).toEqual([["new", "contacted", adminId]]);

    // A second reply changes neither the status record nor the first response.
    expect((await reply("quote", quote.id)).status).toBe(201);
    const again = await db().selectFrom("quotes").selectAll().where("id", "=", quote.id).executeTakeFirstOrThrow();
    expect(again.firstResponseAt).toEqual(answered.firstResponseAt);
    expect(await statusChanges("quoteId", quote.id)).toHaveLength(1);

    const after = await read<WaitingLeads>("/api/admin/leads/waiting");
    expect(after.total).toBe(before.total - 1);
    const timeline = await read<LeadTimeline>(`/api/admin/leads/quote/${quote.id}/timeline`);
    const change = timeline.entries.find((entry) => entry.type === "status" && entry.label.includes("→"));
    expect(change).toMatchObject({ label: conversationStrings.timeline.statusChange("New", "Contacted") });
    expect(change && "by" in change && change.by).toBeTruthy();
  });

  it("'Logged a call' answers a contact the same way, once per tap, and answers the customer's waiting message", async () => {
    const contact = await insertContact({ email: "caller@example.org" });
    await inbound({ contactSubmissionId: contact.id });
    const key = randomUUID();
    const first = await logCall("contact", contact.id, key);
    expect(first.status).toBe(201);
    const replayed = await logCall("contact", contact.id, key);
    expect(await replayed.json()).toEqual(await first.json());

    const row = await db()
      .selectFrom("contactSubmissions")
      .selectAll()
      .where("id", "=", contact.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("contacted");
    expect(row.firstResponseAt).not.toBeNull();
    const changes = await statusChanges("contactSubmissionId", contact.id);
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.changedBy])).toEqual([["new", "contacted", adminId]]);
    const calls = await db()
      .selectFrom("leadCalls")
      .selectAll()
      .where("contactSubmissionId", "=", contact.id)
      .execute();
    expect(calls).toHaveLength(1);
    const waiting = await read<WaitingLeads>("/api/admin/leads/waiting");
    expect(waiting.replies.some((lead) => lead.kind === "contact" && lead.id === contact.id)).toBe(false);
    const timeline = await read<LeadTimeline>(`/api/admin/leads/contact/${contact.id}/timeline`);
    expect(
      timeline.entries.some((e) => e.type === "status" && e.label === conversationStrings.timeline.callLogged),
    ).toBe(true);
  });

  it("the lead's page reads its booked consultation (item 6): the booking, or null", async () => {
    const quote = await insertQuote({ email: "booked@example.org" });
    expect(await read(`/api/admin/leads/quote/${quote.id}/booking`)).toEqual({ booking: null });
    const startsAt = new Date("2031-03-10T14:00:00Z");
    const endsAt = new Date("2031-03-10T15:00:00Z");
    const booking = await db()
      .insertInto("bookings")
      .values({ uid: randomUUID(), quoteId: quote.id, startsAt, endsAt, updatedAt: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await read(`/api/admin/leads/quote/${quote.id}/booking`)).toEqual({
      booking: { id: booking.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    });
    expect((await api("/api/admin/leads/person/1/booking")).status).toBe(400);
  });

  it("a call on a missing lead is a 404 and a bad kind a 400 naming the field; nothing is written", async () => {
    expect((await logCall("quote", 987654)).status).toBe(404);
    const bad = await logCall("person", 1);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { kind: expect.any(String) } });
    expect(await db().selectFrom("leadCalls").selectAll().where("quoteId", "=", 987654).execute()).toHaveLength(0);
  });

  it("a phase e-mail, a follow-up and a proposal answer a New quote too, each change recorded with who sent it", async () => {
    const changes = async (id: number) =>
      (await statusChanges("quoteId", id)).map((c) => [c.fromStatus, c.toStatus, c.changedBy]);
    const phased = await insertQuote({ email: "phase-answer@example.org" });
    const moved = await api(`/api/admin/quotes/${phased.id}/phase`, {
      method: "PUT",
      body: { phase: "phase-2", sendEmail: true },
    });
    expect(moved.status).toBe(200);
    expect(await changes(phased.id)).toEqual([["new", "contacted", adminId]]);
    expect((await read<AdminQuote>(`/api/admin/quotes/${phased.id}`)).status).toBe("contacted");

    const followed = await insertQuote({ email: "follow-answer@example.org" });
    const sent = await api(`/api/admin/quotes/${followed.id}/send-followup`, {
      method: "POST",
      body: { phase: "phase-1" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(sent.status).toBe(201);
    expect(await changes(followed.id)).toEqual([["new", "contacted", adminId]]);

    const { quote } = await sentProposal(cookie, { email: "proposal-answer@example.org" });
    expect(await changes(quote.id)).toEqual([
      ["new", "contacted", adminId],
      ["contacted", "quoted", adminId],
    ]);
  });
});

/** Every lead with what the shared rule reads of it, judged by the shared rule. */
async function expectedWaiting() {
  const unanswered = await db()
    .selectFrom("leadMessages")
    .select(["quoteId", "contactSubmissionId"])
    .where("direction", "=", "in")
    .where("answeredAt", "is", null)
    .where("discardedAt", "is", null)
    .execute();
  const replies = (kind: "quoteId" | "contactSubmissionId", id: number) =>
    unanswered.filter((m) => m[kind] === id).length;
  const contacts = await db().selectFrom("contactSubmissions").selectAll().execute();
  const quotes = await db().selectFrom("quotes").selectAll().execute();
  return {
    contacts: contacts.filter((c) => isWaiting({ ...c, unansweredReplies: replies("contactSubmissionId", c.id) })),
    quotes: quotes.filter((q) =>
      isWaiting({ ...q, message: q.description, unansweredReplies: replies("quoteId", q.id) }),
    ),
  };
}

describe("one definition of waiting (issue 34, item 2)", () => {
  it("the dashboard, the filtered lists and the reports count the same leads; every reply is listed", async () => {
    await insertContact({ email: "plain@example.org" });
    await insertContact({ email: "spam@example.org", isSpam: true });
    await insertContact({ email: "spam-phone@example.org", isSpam: true, phone: "9735550100" });
    await insertQuote({ email: "spam-quote@example.org", isSpam: true, phone: "9735550101", description: "Leak." });
    await insertQuote({ email: "quoted@example.org", status: "quoted" });
    // Seven leads whose customers wrote, past New (one signed and completed), more than the old list's five.
    for (let index = 0; index < 7; index++) {
      const quote = await insertQuote({
        email: `wrote-${index}@example.org`,
        status: index === 0 ? "completed" : "contacted",
      });
      await inbound({ quoteId: quote.id });
    }
    const answered = await insertContact({ email: "answered@example.org", status: "contacted" });
    await inbound({ contactSubmissionId: answered.id }, { answeredAt: new Date() });
    const discarded = await insertContact({ email: "discarded@example.org", status: "completed" });
    await inbound({ contactSubmissionId: discarded.id }, { discardedAt: new Date() });

    const expected = await expectedWaiting();
    const total = expected.contacts.length + expected.quotes.length;
    const waiting = await read<WaitingLeads>("/api/admin/leads/waiting");
    expect(waiting.byKind).toEqual({ contacts: expected.contacts.length, quotes: expected.quotes.length });
    expect(waiting.total).toBe(total);
    expect(waiting.replies.length).toBeGreaterThanOrEqual(7);

    const figures = await read<LeadFigures>("/api/admin/leads/figures");
    expect(figures.waiting).toEqual(waiting.byKind);
    const report = await read<LeadsReport>("/api/admin/reports?period=month");
    expect(report.waitingNow).toBe(total);
    const contactList = await read<ContactPage>("/api/admin/contact-submissions/search?rwaiting=1");
    expect(contactList.total).toBe(expected.contacts.length);
    expect(contactList.contacts.map((c) => c.id).sort()).toEqual(expected.contacts.map((c) => c.id).sort());
    const quoteList = await read<AdminQuote[]>("/api/admin/quotes?rwaiting=1");
    expect(quoteList.map((q) => q.id).sort()).toEqual(expected.quotes.map((q) => q.id).sort());
  });

  it("pipeline value: open quotes' estimates, an open proposal's lowest option instead", async () => {
    const before = await read<LeadFigures>("/api/admin/leads/figures");
    await insertQuote({ email: "estimate@example.org", estimatedValue: "1000.50" });
    await insertQuote({ email: "closed@example.org", estimatedValue: "9999.00", status: "completed" });
    const { proposal } = await sentProposal(cookie, { email: "proposal@example.org", estimatedValue: "1.00" });
    const frozen = await db()
      .selectFrom("proposals")
      .select("frozen")
      .where("id", "=", proposal.id)
      .executeTakeFirstOrThrow();
    const lowest = Math.min(...frozen.frozen!.options.map((option) => option.totals.totalCents));

    const after = await read<LeadFigures>("/api/admin/leads/figures");
    expect(after.openQuotes).toBe(before.openQuotes + 2);
    expect(after.pipelineCents - before.pipelineCents).toBe(100_050 + lowest);
    expect(after.openProposals).toBe(before.openProposals + 1);
    // The figure's link shows exactly its quotes.
    expect(await read<AdminQuote[]>("/api/admin/quotes?ropen=1")).toHaveLength(after.openQuotes);
  });
});
