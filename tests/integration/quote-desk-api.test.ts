/**
 * The quote desk's admin API (issue 12): the full record, the owner's fields, search and filters,
 * the e-mail preview (the very composition that is queued), phase change with or without e-mail,
 * idempotent follow-ups, spam rescue and the CSV export. Real Postgres; no Postmark token, so
 * queued e-mails stay in the outbox where the tests read them.
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { AdminAssignee, AdminQuote, FollowUpPreview } from "../../src/shared/schemas/admin";
import { quoteDeskMessages } from "../../src/shared/schemas/quote-desk";
import { seedTestDatabase, testDb, withoutActiveTemplate } from "../support/db";
import { adminSessions, insertQuote } from "../support/admin-session";
import { callFunction, type CallOptions } from "../support/functions";

let adminCookie: string;
let visitorCookie: string;
let adminId: string;

const call = (path: string, options: CallOptions = {}) =>
  callFunction(adminApi, path, { cookie: adminCookie, ...options });
const body = async <T>(response: Response) => (await response.json()) as T;
const outboxOf = (quoteId: number) =>
  testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quoteId).orderBy("createdAt").execute();

beforeAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminId, adminCookie, visitorCookie } = await adminSessions("quote-desk"));
});

interface Route {
  name: string;
  method: string;
  path: (id: number) => string;
  body?: unknown;
}
const details = { notes: "Wants copper valleys.", estimatedValue: "$12,500.50", assignedTo: "", scheduledDate: "" };
const routes: Route[] = [
  { name: "list", method: "GET", path: () => "/api/admin/quotes?q=vance" },
  { name: "assignees", method: "GET", path: () => "/api/admin/quotes/assignees" },
  { name: "record", method: "GET", path: (id) => `/api/admin/quotes/${id}` },
  { name: "details", method: "PUT", path: (id) => `/api/admin/quotes/${id}`, body: details },
  { name: "phase", method: "PUT", path: (id) => `/api/admin/quotes/${id}/phase`, body: { phase: "phase-2" } },
  { name: "preview", method: "POST", path: (id) => `/api/admin/quotes/${id}/preview`, body: { phase: "phase-2" } },
  { name: "not spam", method: "POST", path: (id) => `/api/admin/quotes/${id}/not-spam`, body: {} },
  { name: "csv", method: "GET", path: () => "/api/admin/export/quotes.csv?status=new" },
];

describe("quote desk routes refuse", () => {
  it.each(routes.map((route) => [route.name, route] as const))("%s without a session: 401", async (_n, route) => {
    const quote = await insertQuote({ isSpam: true });
    const response = await call(route.path(quote.id), { method: route.method, body: route.body, cookie: undefined });
    expect(response.status).toBe(401);
    expect(await testDb().selectFrom("quotes").selectAll().where("id", "=", quote.id).executeTakeFirst()).toEqual(
      quote,
    );
  });

  it.each(routes.map((route) => [route.name, route] as const))("%s for a non-admin: 403", async (_n, route) => {
    const quote = await insertQuote({ isSpam: true });
    const response = await call(route.path(quote.id), {
      method: route.method,
      body: route.body,
      cookie: visitorCookie,
    });
    expect(response.status).toBe(403);
    expect(await outboxOf(quote.id)).toEqual([]);
  });

  it.each(routes.filter((route) => route.method !== "GET").map((route) => [route.name, route] as const))(
    "%s from another site (CSRF): 403, nothing changed",
    async (_n, route) => {
      const quote = await insertQuote({ isSpam: true });
      const response = await call(route.path(quote.id), {
        method: route.method,
        body: route.body,
        origin: "https://evil.example",
      });
      expect(response.status).toBe(403);
      expect(await testDb().selectFrom("quotes").selectAll().where("id", "=", quote.id).executeTakeFirst()).toEqual(
        quote,
      );
    },
  );

  it.each(routes.filter((route) => route.path(1).includes("/1")).map((route) => [route.name, route] as const))(
    "%s of a missing quote: 404, and a malformed id: 400",
    async (_n, route) => {
      const missing = await call(route.path(2_000_000_000), { method: route.method, body: route.body });
      expect(missing.status).toBe(404);
      const malformed = await call(route.path(1).replace("/1", "/abc"), { method: route.method, body: route.body });
      expect(malformed.status).toBe(400);
    },
  );

  it("send-followup of a missing quote: 404; a malformed Idempotency-Key: 400", async () => {
    const missing = await call("/api/admin/quotes/2000000000/send-followup", {
      method: "POST",
      body: { phase: "phase-2" },
    });
    expect(missing.status).toBe(404);
    const quote = await insertQuote();
    const badKey = await call(`/api/admin/quotes/${quote.id}/send-followup`, {
      method: "POST",
      body: { phase: "phase-2" },
      headers: { "Idempotency-Key": "no" },
    });
    expect(badKey.status).toBe(400);
    expect(await outboxOf(quote.id)).toEqual([]);
  });

  it.each([
    ["status", "?status=lost"],
    ["phase", "?phase=phase-9"],
    ["urgency", "?urgency=tomorrow"],
    ["q", `?q=${"x".repeat(201)}`],
  ])("the list and the CSV with a bad %s: 400 naming it", async (field, search) => {
    for (const path of ["/api/admin/quotes", "/api/admin/export/quotes.csv"]) {
      const response = await call(`${path}${search}`);
      expect(response.status).toBe(400);
      expect((await body<{ fields: Record<string, string> }>(response)).fields).toHaveProperty(field);
    }
  });
});

describe("the full record and the owner's fields", () => {
  it("reads every field, the lead source and the spam reason", async () => {
    const quote = await insertQuote({ utmSource: "newsletter", sourceLandingPage: "/services", spamReason: null });
    const response = await call(`/api/admin/quotes/${quote.id}`);
    expect(response.status).toBe(200);
    expect(await body<AdminQuote>(response)).toMatchObject({
      id: quote.id,
      email: "eleanor@example.com",
      utmSource: "newsletter",
      sourceLandingPage: "/services",
      estimatedValue: null,
      notes: null,
      followUps: [],
    });
  });

  it("saves notes, estimated value (exact cents), assignee and scheduled date, and clears them with ''", async () => {
    const quote = await insertQuote();
    const saved = await call(`/api/admin/quotes/${quote.id}`, {
      method: "PUT",
      body: { ...details, assignedTo: adminId, scheduledDate: "2027-04-09" },
    });
    expect(saved.status).toBe(200);
    expect(await body<AdminQuote>(saved)).toMatchObject({
      notes: "Wants copper valleys.",
      estimatedValue: "12500.50",
      assignedTo: adminId,
      scheduledDate: "2027-04-09",
    });
    const cleared = await call(`/api/admin/quotes/${quote.id}`, {
      method: "PUT",
      body: { notes: "", estimatedValue: "", assignedTo: "", scheduledDate: "" },
    });
    expect(await body<AdminQuote>(cleared)).toMatchObject({
      notes: null,
      estimatedValue: null,
      assignedTo: null,
      scheduledDate: null,
    });
  });

  it("refuses a bad amount, date or assignee with 400 naming each, and saves nothing", async () => {
    const quote = await insertQuote();
    const response = await call(`/api/admin/quotes/${quote.id}`, {
      method: "PUT",
      body: { notes: "x", estimatedValue: "12.345", assignedTo: "bob", scheduledDate: "2027-02-30" },
    });
    expect(response.status).toBe(400);
    expect((await body<{ fields: Record<string, string> }>(response)).fields).toEqual({
      estimatedValue: quoteDeskMessages.estimatedValueInvalid,
      assignedTo: quoteDeskMessages.assignedToInvalid,
      scheduledDate: quoteDeskMessages.scheduledDateInvalid,
    });
    const notAdmin = await call(`/api/admin/quotes/${quote.id}`, {
      method: "PUT",
      body: { ...details, assignedTo: "00000000-0000-4000-8000-000000000000" },
    });
    expect(notAdmin.status).toBe(400);
    expect(
      (await testDb().selectFrom("quotes").select("notes").where("id", "=", quote.id).executeTakeFirst())?.notes,
    ).toBeNull();
  });

  it("lists the admins as assignees", async () => {
    const response = await call("/api/admin/quotes/assignees");
    expect(response.status).toBe(200);
    expect(await body<AdminAssignee[]>(response)).toContainEqual({ id: adminId, name: "Test Admin" });
  });
});

describe("search, filters and the CSV", () => {
  it("searches name, e-mail, phone, address, city and description; filters by urgency, status and phase", async () => {
    const tag = `zq${Date.now()}`;
    const a = await insertQuote({ lastName: `Hale${tag}`, urgency: "urgent", status: "contacted" });
    const b = await insertQuote({ email: `${tag}@example.net`, phase: "phase-2" });
    const c = await insertQuote({ description: `100% sure ${tag}_x`, city: "Chester" });
    const ids = async (search: string) =>
      (await body<AdminQuote[]>(await call(`/api/admin/quotes${search}`))).map((quote) => quote.id);
    expect(await ids(`?q=${tag.toUpperCase()}`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`?q=${tag}&urgency=urgent`)).toEqual([a.id]);
    expect(await ids(`?q=${tag}&status=contacted`)).toEqual([a.id]);
    expect(await ids(`?q=${tag}&phase=phase-2`)).toEqual([b.id]);
    expect(await ids(`?q=${encodeURIComponent(`% sure ${tag}_x`)}`)).toEqual([c.id]);
    expect(await ids(`?q=${encodeURIComponent(`1_0% sure ${tag}`)}`)).toEqual([]);
    expect(await ids(`?q=eleanor ${tag}`)).toEqual([]);
    expect(await ids(`?q=Eleanor Hale${tag}`)).toEqual([a.id]);
  });

  it("exports the filtered quotes with every field, formula-safe, as UTF-8 CSV", async () => {
    const tag = `csv${Date.now()}`;
    await insertQuote({
      firstName: "=HYPERLINK(1)",
      lastName: tag,
      notes: "Line one\nline two",
      estimatedValue: "999.90",
    });
    await insertQuote({ lastName: `${tag}other`, status: "cancelled" });
    const response = await call(`/api/admin/export/quotes.csv?q=${tag}&status=new`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("quotes.csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("ID,Received,First name,Last name,Email")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=HYPERLINK(1)");
    expect(lines[1]).toContain('"Line one\nline two"');
    expect(lines[1]).toContain("999.90");
    expect(lines[1]).toContain("Restoration");
  });
});

describe("nothing sent blind", () => {
  it("previews exactly what a follow-up queues, queuing nothing itself", async () => {
    const quote = await insertQuote();
    const message = "Bring the 1911 drawings, please.";
    const response = await call(`/api/admin/quotes/${quote.id}/preview`, {
      method: "POST",
      body: { phase: "phase-2", customMessage: `  ${message} ` },
    });
    expect(response.status).toBe(200);
    const preview = await body<FollowUpPreview>(response);
    expect(preview.to).toBe("eleanor@example.com");
    expect(preview.html).toContain(message);
    expect(await outboxOf(quote.id)).toEqual([]);

    const sent = await call(`/api/admin/quotes/${quote.id}/send-followup`, {
      method: "POST",
      body: { phase: "phase-2", customMessage: message },
    });
    expect(sent.status).toBe(201);
    const [queued] = await outboxOf(quote.id);
    expect({ subject: queued!.subject, html: queued!.htmlBody, text: queued!.textBody }).toEqual({
      subject: preview.subject,
      html: preview.html,
      text: preview.text,
    });
  });

  it("preview: 400 for a bad phase, 409 when the phase has no active template", async () => {
    const quote = await insertQuote();
    const bad = await call(`/api/admin/quotes/${quote.id}/preview`, { method: "POST", body: { phase: "phase-7" } });
    expect(bad.status).toBe(400);
    await withoutActiveTemplate("phase-3", async () => {
      const missing = await call(`/api/admin/quotes/${quote.id}/preview`, {
        method: "POST",
        body: { phase: "phase-3" },
      });
      expect(missing.status).toBe(409);
    });
  });

  it("moves the phase without e-mail when asked, and with its e-mail by default", async () => {
    const quote = await insertQuote();
    const silent = await call(`/api/admin/quotes/${quote.id}/phase`, {
      method: "PUT",
      body: { phase: "phase-2", sendEmail: false },
    });
    expect(silent.status).toBe(200);
    expect(await body<AdminQuote>(silent)).toMatchObject({ phase: "phase-2", followUps: [] });
    expect(await outboxOf(quote.id)).toEqual([]);
    const loud = await call(`/api/admin/quotes/${quote.id}/phase`, { method: "PUT", body: { phase: "phase-3" } });
    expect(await body<AdminQuote>(loud)).toMatchObject({ phase: "phase-3", followUps: [{ phase: "phase-3" }] });
    expect((await outboxOf(quote.id)).map((row) => row.tag)).toEqual(["quote-phase-3"]);
    const bad = await call(`/api/admin/quotes/${quote.id}/phase`, {
      method: "PUT",
      body: { phase: "phase-1", sendEmail: "no" },
    });
    expect(bad.status).toBe(400);
  });

  it("queues one follow-up for two parallel requests with the same Idempotency-Key", async () => {
    const quote = await insertQuote();
    const send = () =>
      call(`/api/admin/quotes/${quote.id}/send-followup`, {
        method: "POST",
        body: { phase: "phase-2", customMessage: "See you Tuesday." },
        headers: { "Idempotency-Key": "follow-up-double-click-1" },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await outboxOf(quote.id)).toHaveLength(1);
    expect((await send()).status).toBe(201);
    expect(await outboxOf(quote.id)).toHaveLength(1);
    const reused = await call(`/api/admin/quotes/${quote.id}/send-followup`, {
      method: "POST",
      body: { phase: "phase-3" },
      headers: { "Idempotency-Key": "follow-up-double-click-1" },
    });
    expect(reused.status).toBe(422);
    expect(await outboxOf(quote.id)).toHaveLength(1);
  });
});

describe("spam rescue", () => {
  it("clears the flag and queues the held-back phase-1 thank-you once", async () => {
    const quote = await insertQuote({ isSpam: true, spamReason: "honeypot" });
    const rescue = () => call(`/api/admin/quotes/${quote.id}/not-spam`, { method: "POST", body: {} });
    const first = await rescue();
    expect(first.status).toBe(200);
    expect(await body<AdminQuote>(first)).toMatchObject({ isSpam: false, spamReason: null });
    expect((await outboxOf(quote.id)).map((row) => row.tag)).toEqual(["quote-phase-1"]);
    await testDb().updateTable("quotes").set({ isSpam: true }).where("id", "=", quote.id).execute();
    await Promise.all([rescue(), rescue()]);
    expect((await outboxOf(quote.id)).map((row) => row.tag)).toEqual(["quote-phase-1"]);
  });

  it("leaves a quote that is not flagged as it is", async () => {
    const quote = await insertQuote();
    const response = await callFunction(adminApi, `/api/admin/quotes/${quote.id}/not-spam`, {
      method: "POST",
      body: {},
      cookie: adminCookie,
    });
    expect(response.status).toBe(200);
    expect(await outboxOf(quote.id)).toEqual([]);
    const count = await testDb()
      .selectFrom("quoteFollowUps")
      .select(sql<string>`count(*)`.as("n"))
      .where("quoteId", "=", quote.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
