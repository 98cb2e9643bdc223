/**
 * The mail desk's API (functions/admin-email.mts): every route refuses the signed-out (401), the
 * non-admin (403) and bad input (400), answers 404 for a missing row, and does its job: health
 * counts, the undelivered list, a retry that re-queues a failed message once and never one that is
 * pending or sent, templates saved sanitised with unknown placeholders refused by field, a preview
 * in the branded layout, and a test sent to the signed-in admin through the outbox.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { resetEnvForTests } from "../../src/server/env";
import { deliverOutboxMessages } from "../../src/server/email/outbox.job";
import { site } from "../../src/shared/site";
import type {
  AdminEmailTemplate,
  AdminOutboxMessage,
  EmailPreview,
  MailHealth,
} from "../../src/shared/schemas/mail-desk";
import { seedTestDatabase, testDb } from "../support/db";
import { adminSessions, insertQuote, itRefusesOutsiders, type TestCredentials } from "../support/admin-session";
import { callFunction, formPost } from "../support/functions";
import { PostmarkStub, usePostmarkStub } from "../support/postmark-stub";

const stub = new PostmarkStub();
let admin: TestCredentials;
let adminCookie: string;
let visitorCookie: string;

async function insertMessage(status: "pending" | "sent" | "failed", toAddress = "kept@example.org") {
  const row = await testDb()
    .insertInto("emailOutbox")
    .values({
      toAddress,
      subject: `A ${status} message`,
      htmlBody: "<p>Body</p>",
      textBody: "Body",
      tag: "quote-phase-1",
      status,
      attempts: status === "failed" ? 8 : 0,
      lastError: status === "failed" ? "Postmark 500 (code 0): down" : null,
      nextAttemptAt: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const outboxRow = (id: string) =>
  testDb().selectFrom("emailOutbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const draft = (overrides: Record<string, unknown> = {}) => ({
  subject: "Your {{projectType}} visit, {{firstName}}",
  htmlContent: '<p>Dear {{firstName}},</p><p onclick="alert(1)">See you soon.</p><script>alert(2)</script>',
  textContent: "Dear {{firstName}},\n\nSee you soon.",
  ...overrides,
});

interface Route {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
}
let failedId: string;
const routes: Route[] = [
  { name: "health", method: "GET", path: () => "/api/admin/email/health" },
  { name: "outbox", method: "GET", path: () => "/api/admin/email/outbox" },
  { name: "retry", method: "POST", path: () => `/api/admin/email/outbox/${failedId}/retry`, body: () => ({}) },
  { name: "templates", method: "GET", path: () => "/api/admin/email/templates" },
  { name: "save template", method: "PUT", path: () => "/api/admin/email/templates/phase-2", body: () => draft() },
  { name: "preview", method: "POST", path: () => "/api/admin/email/templates/phase-2/preview", body: () => draft() },
  { name: "send test", method: "POST", path: () => "/api/admin/email/templates/phase-2/test", body: () => ({}) },
];
const call = (route: Route, options: Parameters<typeof callFunction>[2] = {}) =>
  callFunction(adminApi, route.path(), { method: route.method, body: route.body?.(), ...options });

beforeAll(async () => {
  await stub.start();
  usePostmarkStub(stub);
  resetEnvForTests();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await seedTestDatabase({ withDevAdmin: false });
  ({ admin, adminCookie, visitorCookie } = await adminSessions("mail-desk"));
  failedId = await insertMessage("failed");
});

afterAll(async () => {
  delete process.env.POSTMARK_SERVER_TOKEN;
  delete process.env.POSTMARK_API_HOST;
  resetEnvForTests();
  await stub.stop();
});

describe("every mail desk route refuses", () => {
  const snapshot = async () => ({
    outbox: await testDb().selectFrom("emailOutbox").select(["id", "status"]).orderBy("id").execute(),
    templates: await testDb().selectFrom("emailTemplates").select(["subject", "htmlContent"]).orderBy("id").execute(),
  });

  itRefusesOutsiders(routes, call, () => visitorCookie, snapshot);

  it.each(routes.filter((route) => route.method !== "GET").map((route) => [route.name, route] as const))(
    "%s from another site: 403; as a form post: 415",
    async (_name, route) => {
      const before = await snapshot();
      expect((await call(route, { cookie: adminCookie, origin: "https://evil.example" })).status).toBe(403);
      const form = await call(route, {
        cookie: adminCookie,
        ...formPost("subject=x"),
      });
      expect(form.status).toBe(415);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe("mail health and the outbox", () => {
  it("reports the token as configured and counts pending and failed messages", async () => {
    const pendingId = await insertMessage("pending");
    const response = await callFunction(adminApi, "/api/admin/email/health", { cookie: adminCookie });
    expect(response.status).toBe(200);
    const health = (await response.json()) as MailHealth;
    expect(health.configured).toBe(true);
    expect(health.failed).toBeGreaterThanOrEqual(1);
    expect(health.pending).toBeGreaterThanOrEqual(1);
    await testDb().deleteFrom("emailOutbox").where("id", "=", pendingId).execute();
  });

  it("says e-mail is not configured when no Postmark token is set", async () => {
    const token = process.env.POSTMARK_SERVER_TOKEN;
    delete process.env.POSTMARK_SERVER_TOKEN;
    resetEnvForTests();
    try {
      const response = await callFunction(adminApi, "/api/admin/email/health", { cookie: adminCookie });
      expect(((await response.json()) as MailHealth).configured).toBe(false);
    } finally {
      process.env.POSTMARK_SERVER_TOKEN = token;
      resetEnvForTests();
    }
  });

  it("lists failed and pending messages with their error and attempts, never sent ones", async () => {
    const sentId = await insertMessage("sent");
    const response = await callFunction(adminApi, "/api/admin/email/outbox", { cookie: adminCookie });
    expect(response.status).toBe(200);
    const messages = (await response.json()) as AdminOutboxMessage[];
    expect(messages.map((message) => message.id)).not.toContain(sentId);
    expect(messages.find((message) => message.id === failedId)).toMatchObject({
      toAddress: "kept@example.org",
      status: "failed",
      attempts: 8,
      lastError: "Postmark 500 (code 0): down",
      tag: "quote-phase-1",
    });
  });
});

describe("retry", () => {
  const retry = (id: string | number) =>
    callFunction(adminApi, `/api/admin/email/outbox/${id}/retry`, { method: "POST", cookie: adminCookie, body: {} });

  it("answers 400 for a malformed id and 404 for a missing message", async () => {
    expect((await retry("abc")).status).toBe(400);
    expect((await retry(987654321)).status).toBe(404);
  });

  it("re-queues a failed message with fresh attempts and sends it once; a second retry is refused", async () => {
    stub.reset();
    const id = await insertMessage("failed", "retry-me@example.org");
    const response = await retry(id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminOutboxMessage).status).toBe("pending");
    expect(stub.accepted.map((email) => email.body.To)).toEqual(["retry-me@example.org"]);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect((await retry(id)).status).toBe(409);
    expect(stub.accepted).toHaveLength(1);
  });

  it("refuses a pending message (409): it is already on its way", async () => {
    const id = await insertMessage("pending");
    const response = await retry(id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/pending/);
  });

  it("of two concurrent retries, one re-queues and the other is refused; the e-mail goes out once", async () => {
    stub.reset();
    const id = await insertMessage("failed", "twice@example.org");
    const statuses = (await Promise.all([retry(id), retry(id)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    // The winner sends right after its commit, unless the loser still held the row's lock at that
    // moment (claims skip locked rows); then the scheduled retry sends it, as it does here.
    await vi.waitFor(
      async () => {
        await deliverOutboxMessages([id]);
        expect(await outboxRow(id)).toMatchObject({ status: "sent" });
      },
      { timeout: 15_000, interval: 500 },
    );
    expect(stub.accepted.filter((email) => email.body.To === "twice@example.org")).toHaveLength(1);
  });

  it("puts a failed quote follow-up back to pending with its message", async () => {
    const quote = await insertQuote({ firstName: "Ada", lastName: "Marsh", email: "ada@example.org" });
    const followUp = await testDb()
      .insertInto("quoteFollowUps")
      .values({ quoteId: quote.id, phase: "phase-1", status: "failed" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = await insertMessage("failed", "ada@example.org");
    await testDb()
      .updateTable("emailOutbox")
      .set({ quoteId: quote.id, quoteFollowUpId: followUp.id })
      .where("id", "=", id)
      .execute();
    stub.mode = "500";
    try {
      expect((await retry(id)).status).toBe(200);
    } finally {
      stub.mode = "ok";
    }
    const row = await testDb()
      .selectFrom("quoteFollowUps")
      .select("status")
      .where("id", "=", followUp.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 1 });
  });
});

describe("templates", () => {
  it("lists each phase's template", async () => {
    const response = await callFunction(adminApi, "/api/admin/email/templates", { cookie: adminCookie });
    expect(response.status).toBe(200);
    const templates = (await response.json()) as AdminEmailTemplate[];
    expect(templates.map((template) => template.phase)).toEqual(["phase-1", "phase-2", "phase-3"]);
    expect(templates[0]!.subject).toContain("{{firstName}}");
  });

  it("saves a template with its HTML sanitised; the next follow-up uses it", async () => {
    const response = await callFunction(adminApi, "/api/admin/email/templates/phase-2", {
      method: "PUT",
      cookie: adminCookie,
      body: draft(),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AdminEmailTemplate;
    expect(saved.htmlContent).toBe("<p>Dear {{firstName}},</p><p>See you soon.</p>");
    expect(saved.subject).toBe("Your {{projectType}} visit, {{firstName}}");
    const stored = await testDb()
      .selectFrom("emailTemplates")
      .selectAll()
      .where("id", "=", saved.id)
      .executeTakeFirstOrThrow();
    expect(stored.htmlContent).not.toMatch(/script|onclick/);
  });

  it("refuses unknown placeholders naming the field, a missing subject and a two-line subject (400)", async () => {
    const response = await callFunction(adminApi, "/api/admin/email/templates/phase-1", {
      method: "PUT",
      cookie: adminCookie,
      body: draft({ subject: "Hi {{ first_name }}", htmlContent: "<p>{{price}}</p>", textContent: "{{firstName}}" }),
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(["htmlContent", "subject"]);
    expect(fields.subject).toContain("{{first_name}}");
    expect(fields.htmlContent).toContain("{{price}}");
    const blank = await callFunction(adminApi, "/api/admin/email/templates/phase-1", {
      method: "PUT",
      cookie: adminCookie,
      body: draft({ subject: "  " }),
    });
    expect(blank.status).toBe(400);
    const twoLines = await callFunction(adminApi, "/api/admin/email/templates/phase-1/preview", {
      method: "POST",
      cookie: adminCookie,
      body: draft({ subject: "Hello\r\nBcc: x@evil.example" }),
    });
    expect(twoLines.status).toBe(400);
  });

  it("answers 404 for a phase without a template", async () => {
    for (const [method, path] of [
      ["PUT", "/api/admin/email/templates/phase-9"],
      ["POST", "/api/admin/email/templates/phase-9/preview"],
      ["POST", "/api/admin/email/templates/phase-9/test"],
    ] as const) {
      const response = await callFunction(adminApi, path, { method, cookie: adminCookie, body: draft() });
      expect(response.status, path).toBe(404);
    }
  });

  it("previews a draft with sample values in the branded layout, escaped and sanitised, without saving", async () => {
    const before = await testDb()
      .selectFrom("emailTemplates")
      .select("subject")
      .where("templateType", "=", "phase-3")
      .executeTakeFirstOrThrow();
    const response = await callFunction(adminApi, "/api/admin/email/templates/phase-3/preview", {
      method: "POST",
      cookie: adminCookie,
      body: draft({
        htmlContent: "<p>Hello {{firstName}} at {{address}}</p><img src=x onerror=alert(1)>",
        textContent: "",
      }),
    });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as EmailPreview;
    expect(preview.subject).toBe("Your restoration visit, Eleanor");
    expect(preview.html).toContain("<p>Hello Eleanor at 4 Church Street</p>");
    expect(preview.html).not.toMatch(/onerror|<img src="x"/);
    expect(preview.html).toContain(site.phone.href);
    expect(preview.text).toContain("Hello Eleanor at 4 Church Street");
    expect(preview.text).toContain(site.phone.display);
    const after = await testDb()
      .selectFrom("emailTemplates")
      .select("subject")
      .where("templateType", "=", "phase-3")
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("sends the saved template as a test to the signed-in admin, through the outbox", async () => {
    stub.reset();
    const response = await callFunction(adminApi, "/api/admin/email/templates/phase-2/test", {
      method: "POST",
      cookie: adminCookie,
      body: {},
    });
    expect(response.status).toBe(202);
    const { outboxId, to } = (await response.json()) as { outboxId: string; to: string };
    expect(to).toBe(admin.email);
    expect(await outboxRow(outboxId)).toMatchObject({ toAddress: admin.email, status: "sent", tag: "template-test" });
    expect(stub.accepted).toHaveLength(1);
    expect(stub.accepted[0]!.body.Subject).toBe("[Test] Your restoration visit, Eleanor");
    expect(stub.accepted[0]!.body.HtmlBody).toContain("See you soon.");
    expect(stub.accepted[0]!.body.TextBody).toContain(site.phone.display);
  });
});
