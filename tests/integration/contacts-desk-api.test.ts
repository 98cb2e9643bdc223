/**
 * The contact desk's API: the paged, searchable list, one contact in full with its lead source
 * and e-mails, notes, "Not spam", the CSV export and the dashboard's waiting leads. Each route:
 * 401 without a session, 403 for a non-admin, 400 for bad input, 404 for a missing row, and its
 * happy path, against a real Postgres with contacts sent through the public form.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { CONTACTS_PAGE_SIZE, type AdminContactDetail, type ContactPage } from "../../src/shared/schemas/contacts-desk";
import type { WaitingLeads } from "../../src/shared/speed-to-lead";
import { adminSessions, insertContact, type AdminSessions } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type CallOptions, type FunctionModule } from "../support/functions";
import { postContact, uniqueIp, useLeadTestEnvironment, validContact } from "../support/leads";

useLeadTestEnvironment();

let sessions: AdminSessions;
let formContactId: number;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  sessions = await adminSessions("desk");
  const response = await postContact(
    validContact({ message: "Our carriage house has a sagging copper valley near the cupola." }),
    { ip: uniqueIp() },
  );
  expect(response.status).toBe(201);
  formContactId = ((await response.json()) as { id: number }).id;
});

const as =
  (cookie: string | undefined) =>
  (module: FunctionModule, path: string, options: CallOptions = {}) =>
    callFunction(module, path, { cookie, ...options });
const asAdmin = (module: FunctionModule, path: string, options: CallOptions = {}) =>
  as(sessions.adminCookie)(module, path, options);
const search = async (query: string) => {
  const response = await asAdmin(adminApi, `/api/admin/contact-submissions/search${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ContactPage;
};

interface Route {
  name: string;
  module: FunctionModule;
  method: string;
  path: () => string;
  body?: unknown;
}
const routes: Route[] = [
  { name: "search", module: adminApi, method: "GET", path: () => "/api/admin/contact-submissions/search" },
  {
    name: "detail",
    module: adminApi,
    method: "GET",
    path: () => `/api/admin/contact-submissions/${formContactId}`,
  },
  {
    name: "notes",
    module: adminApi,
    method: "PUT",
    path: () => `/api/admin/contact-submissions/${formContactId}/notes`,
    body: { notes: "forged" },
  },
  {
    name: "not spam",
    module: adminApi,
    method: "POST",
    path: () => `/api/admin/contact-submissions/${formContactId}/not-spam`,
    body: {},
  },
  { name: "export", module: adminApi, method: "GET", path: () => "/api/admin/export/contacts.csv" },
  { name: "waiting leads", module: adminApi, method: "GET", path: () => "/api/admin/leads/waiting" },
];

describe("contact desk routes refuse", () => {
  it.each(routes.map((route) => [route.name, route] as const))(
    "%s: 401 signed out, 403 non-admin",
    async (_, route) => {
      const call = (cookie?: string) =>
        as(cookie)(route.module, route.path(), { method: route.method, body: route.body });
      const before = await testDb().selectFrom("contactSubmissions").selectAll().orderBy("id").execute();
      expect((await call()).status).toBe(401);
      expect((await call(sessions.visitorCookie)).status).toBe(403);
      expect(await testDb().selectFrom("contactSubmissions").selectAll().orderBy("id").execute()).toEqual(before);
    },
  );

  it("400 for malformed filters, ids and notes; 404 for a missing contact", async () => {
    for (const query of ["?status=archived", "?spam=maybe", "?page=0", "?page=abc", `?q=${"x".repeat(101)}`]) {
      const response = await asAdmin(adminApi, `/api/admin/contact-submissions/search${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await asAdmin(adminApi, "/api/admin/export/contacts.csv?status=archived")).status).toBe(400);
    expect((await asAdmin(adminApi, "/api/admin/contact-submissions/abc")).status).toBe(400);
    const tooLong = await asAdmin(adminApi, `/api/admin/contact-submissions/${formContactId}/notes`, {
      method: "PUT",
      body: { notes: "x".repeat(5001) },
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields.notes).toMatch(/5000/);
    const crossSite = await asAdmin(adminApi, `/api/admin/contact-submissions/${formContactId}/notes`, {
      method: "PUT",
      body: { notes: "x" },
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);

    expect((await asAdmin(adminApi, "/api/admin/contact-submissions/999999")).status).toBe(404);
    const notes = { method: "PUT", body: { notes: "x" } };
    expect((await asAdmin(adminApi, "/api/admin/contact-submissions/999999/notes", notes)).status).toBe(404);
    const notSpam = { method: "POST", body: {} };
    expect((await asAdmin(adminApi, "/api/admin/contact-submissions/999999/not-spam", notSpam)).status).toBe(404);
  });
});

describe("the contact list", () => {
  it("finds a contact by any word of its message, name, e-mail or phone, without case", async () => {
    for (const query of [
      "cupola",
      "COPPER VALLEY",
      "whitcombe",
      "eleanor.whitcombe@example",
      "(973) 555",
      "555.0142",
      "5550142",
    ]) {
      const page = await search(`?q=${encodeURIComponent(query)}`);
      expect(
        page.contacts.map((contact) => contact.id),
        query,
      ).toContain(formContactId);
    }
    expect((await search("?q=slate%20tiles%20from%20mars")).total).toBe(0);
  });

  it("takes % and _ in a search literally", async () => {
    const literal = await insertContact({ message: "Roof is 100% gone_on the east side." });
    expect((await search(`?q=${encodeURIComponent("100% gone_on")}`)).contacts.map((c) => c.id)).toEqual([literal.id]);
    expect((await search(`?q=${encodeURIComponent("%")}`)).contacts.map((c) => c.id)).toEqual([literal.id]);
  });

  it("filters by status and spam flag, newest first, one page at a time", async () => {
    const spam = await insertContact({ email: "bot@spam.test", isSpam: true, spamReason: "Links in message" });
    await insertContact({ status: "completed", email: "done@example.com" });
    const spamOnly = await search("?spam=spam");
    expect(spamOnly.contacts.map((contact) => contact.id)).toEqual([spam.id]);
    expect((await search("?spam=not-spam")).contacts.some((contact) => contact.isSpam)).toBe(false);
    const completed = await search("?status=completed");
    expect(completed.contacts.every((contact) => contact.status === "completed")).toBe(true);
    expect(completed.total).toBe(1);

    for (let i = 0; i < CONTACTS_PAGE_SIZE + 3; i++) await insertContact({ message: `Paged enquiry number ${i}` });
    const first = await search("?q=paged");
    expect(first).toMatchObject({ total: CONTACTS_PAGE_SIZE + 3, page: 1, pageSize: CONTACTS_PAGE_SIZE });
    expect(first.contacts).toHaveLength(CONTACTS_PAGE_SIZE);
    expect(first.contacts[0]!.message).toBe(`Paged enquiry number ${CONTACTS_PAGE_SIZE + 2}`);
    const second = await search("?q=paged&page=2");
    expect(second.contacts.map((contact) => contact.message)).toEqual([
      "Paged enquiry number 2",
      "Paged enquiry number 1",
      "Paged enquiry number 0",
    ]);
    expect((await search("?q=paged&page=9")).contacts).toEqual([]);
  });
});

describe("one contact", () => {
  const detail = async (id: number) => {
    const response = await asAdmin(adminApi, `/api/admin/contact-submissions/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AdminContactDetail;
  };

  it("reads every field, the lead source and the e-mails sent about it with their delivery state", async () => {
    const contact = await detail(formContactId);
    expect(contact).toMatchObject({
      firstName: "Eleanor",
      email: "eleanor.whitcombe@example.com",
      phone: "(973) 555-0142",
      serviceType: "Historic Restoration",
      message: "Our carriage house has a sagging copper valley near the cupola.",
      status: "new",
      isSpam: false,
      notes: null,
      leadSource: { ...validContact().leadSource, utmTerm: null, utmContent: null },
    });
    expect(contact.emails).toHaveLength(2);
    expect(contact.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          toAddress: "office@slate.test",
          tag: "contact-notification",
          status: "pending",
          sentAt: null,
        }),
        expect.objectContaining({ toAddress: "eleanor.whitcombe@example.com", tag: "contact-confirmation" }),
      ]),
    );
  });

  it("saves private notes and reads them back; blank notes are none", async () => {
    const path = `/api/admin/contact-submissions/${formContactId}/notes`;
    const saved = await asAdmin(adminApi, path, {
      method: "PUT",
      body: { notes: "  Called back, wants a visit.  " },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AdminContactDetail).notes).toBe("Called back, wants a visit.");
    expect((await detail(formContactId)).notes).toBe("Called back, wants a visit.");
    await asAdmin(adminApi, path, { method: "PUT", body: { notes: "   " } });
    expect((await detail(formContactId)).notes).toBeNull();
  });

  it("marks a flagged contact not spam: the flag is cleared, the reason kept as history", async () => {
    const flagged = await insertContact({ isSpam: true, spamReason: "Submitted too fast" });
    const response = await asAdmin(adminApi, `/api/admin/contact-submissions/${flagged.id}/not-spam`, {
      method: "POST",
      body: {},
    });
    expect(response.status).toBe(200);
    const cleared = (await response.json()) as AdminContactDetail;
    expect(cleared).toMatchObject({ isSpam: false, spamReason: "Submitted too fast" });
    expect(cleared.spamClearedAt).not.toBeNull();
    expect((await search("?spam=not-spam")).contacts.map((contact) => contact.id)).toContain(flagged.id);
  });
});

describe("CSV export", () => {
  it("exports every field of every matching contact, formula-safe, with a BOM and a header row", async () => {
    await insertContact({ firstName: "=HYPERLINK(1)", email: "formula@example.com", message: "Export me, cupola." });
    const response = await asAdmin(adminApi, "/api/admin/export/contacts.csv?q=cupola");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="contacts.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^ID,Received,First name,Last name,Email,Phone,Service,Message,Status,.*UTM source/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'=HYPERLINK(1)");
    expect(lines[2]).toContain("newsletter");
  });
});

describe("waiting leads", () => {
  it("counts new leads not flagged as spam and lists the oldest first, overdue ones marked", async () => {
    const old = await insertContact({ firstName: "Oldest", createdAt: new Date("2026-01-05T15:00:00Z") });
    const response = await asAdmin(adminApi, "/api/admin/leads/waiting");
    expect(response.status).toBe(200);
    const waiting = (await response.json()) as WaitingLeads;
    const expected = await testDb()
      .selectFrom("contactSubmissions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("status", "=", "new")
      .where("isSpam", "=", false)
      .executeTakeFirstOrThrow();
    expect(waiting.total).toBe(Number(expected.n));
    expect(waiting.oldest[0]).toMatchObject({ kind: "contact", id: old.id, name: "Oldest Bell", overdue: true });
    expect(waiting.oldest.length).toBeLessThanOrEqual(5);
  });

  it("a flagged lead with a phone and a message waits too, marked; one without a phone stays out", async () => {
    const before = ((await (await asAdmin(adminApi, "/api/admin/leads/waiting")).json()) as WaitingLeads).total;
    const oldest = new Date("2025-12-01T15:00:00Z");
    const flagged = { isSpam: true, spamReason: "Sent without a form token (not from our form)", createdAt: oldest };
    const reachable = await insertContact({ ...flagged, firstName: "Reachable", phone: "(973) 555-0142" });
    await insertContact({ ...flagged, firstName: "Faceless", phone: null });
    const waiting = (await (await asAdmin(adminApi, "/api/admin/leads/waiting")).json()) as WaitingLeads;
    expect(waiting.total).toBe(before + 1);
    expect(waiting.oldest[0]).toMatchObject({ kind: "contact", id: reachable.id, flagged: true });
    expect(waiting.oldest.map((lead) => lead.name)).not.toContain("Faceless Bell");
  });
});
