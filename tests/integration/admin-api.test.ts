import { SignJWT } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { SESSION_COOKIE, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../../src/server/auth/session-policy";
import type { AdminBlogPost, AdminContactSubmission, AdminQuote } from "../../src/shared/schemas/admin";
import { blogFormMessages } from "../../src/shared/schemas/blog-post";
import { seedTestDatabase, testDb, withoutActiveTemplate } from "../support/db";
import { callFunction, formPost, type FunctionModule } from "../support/functions";
import { adminSessions, insertQuote, itRefusesOutsiders, signIn, type TestCredentials } from "../support/admin-session";
import { PostmarkStub, usePostmarkStub } from "../support/postmark-stub";

async function insertContact() {
  return testDb()
    .insertInto("contactSubmissions")
    .values({
      firstName: "Harold",
      lastName: "Finch",
      email: "harold@example.com",
      serviceType: null,
      message: "Missing slates after the storm on the north face.",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: "Copper Flashing That Outlasts the Slate",
  slug: `copper-flashing-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: "Why 20 oz copper is worth it.",
  content: "<p>Flashing fails long before good slate does.</p>",
  metaDescription: "Copper flashing for slate roofs.",
  metaKeywords: "copper, flashing",
  categoryId: null,
  status: "draft",
  ...overrides,
});

const outboxCount = async () =>
  Number(
    (
      await testDb()
        .selectFrom("emailOutbox")
        .select(sql<string>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

let admin: TestCredentials;
let adminCookie: string;
let visitorCookie: string;
let quoteId: number;
let contactId: number;
let postId: number;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ admin, adminCookie, visitorCookie } = await adminSessions("admin-api"));
  quoteId = (await insertQuote()).id;
  contactId = (await insertContact()).id;
  postId = (await testDb().selectFrom("blogPosts").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});

interface Route {
  name: string;
  module: FunctionModule;
  method: string;
  path: () => string;
  body?: () => unknown;
}

const routes: Route[] = [
  { name: "list posts", module: adminApi, method: "GET", path: () => "/api/admin/blog/posts" },
  { name: "create post", module: adminApi, method: "POST", path: () => "/api/admin/blog/posts", body: validPost },
  { name: "get post", module: adminApi, method: "GET", path: () => `/api/admin/blog/posts/${postId}` },
  {
    name: "update post",
    module: adminApi,
    method: "PUT",
    path: () => `/api/admin/blog/posts/${postId}`,
    body: () => validPost({ title: "Hijacked" }),
  },
  { name: "delete post", module: adminApi, method: "DELETE", path: () => `/api/admin/blog/posts/${postId}` },
  { name: "list contacts", module: adminApi, method: "GET", path: () => "/api/admin/contact-submissions" },
  {
    name: "contact status",
    module: adminApi,
    method: "PUT",
    path: () => `/api/admin/contact-submissions/${contactId}/status`,
    body: () => ({ status: "completed" }),
  },
  { name: "list quotes", module: adminApi, method: "GET", path: () => "/api/admin/quotes" },
  {
    name: "quote status",
    module: adminApi,
    method: "PUT",
    path: () => `/api/admin/quotes/${quoteId}/status`,
    body: () => ({ status: "cancelled" }),
  },
  {
    name: "quote phase",
    module: adminApi,
    method: "PUT",
    path: () => `/api/admin/quotes/${quoteId}/phase`,
    body: () => ({ phase: "phase-3" }),
  },
  {
    name: "send follow-up",
    module: adminApi,
    method: "POST",
    path: () => `/api/admin/quotes/${quoteId}/send-followup`,
    body: () => ({ phase: "phase-2", customMessage: "forged" }),
  },
];
const writes = routes.filter((route) => route.method !== "GET");

const call = (route: Route, options: Parameters<typeof callFunction>[2] = {}) =>
  callFunction(route.module, route.path(), { method: route.method, body: route.body?.(), ...options });

/** What a refused request must not have touched. */
async function snapshot() {
  const [post, contact, quote, outbox, posts] = await Promise.all([
    testDb().selectFrom("blogPosts").select(["title", "updatedAt"]).where("id", "=", postId).executeTakeFirst(),
    testDb().selectFrom("contactSubmissions").select("status").where("id", "=", contactId).executeTakeFirst(),
    testDb().selectFrom("quotes").select(["status", "phase"]).where("id", "=", quoteId).executeTakeFirst(),
    outboxCount(),
    testDb()
      .selectFrom("blogPosts")
      .select(sql<string>`count(*)`.as("n"))
      .executeTakeFirst(),
  ]);
  return { post, contact, quote, outbox, posts };
}

describe("every admin route refuses", () => {
  itRefusesOutsiders(routes, call, () => visitorCookie, snapshot);

  it.each(routes.map((route) => [route.name, route] as const))(
    "%s with a token signed by another key: 401",
    async (_name, route) => {
      const sid = (await testDb().selectFrom("sessions").select("sid").executeTakeFirstOrThrow()).sid;
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sid)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("attacker-chosen-secret-of-at-least-32-bytes"));
      const response = await call(route, { cookie: `${SESSION_COOKIE}=${forged}` });
      expect(response.status).toBe(401);
    },
  );

  it.each(routes.map((route) => [route.name, route] as const))(
    "%s with an expired session: 401",
    async (_name, route) => {
      const cookie = await signIn(admin);
      await testDb()
        .updateTable("sessions")
        .set({ expire: sql<Date>`now() - interval '1 minute'` })
        .where("expire", ">", sql<Date>`now() + interval '20 minutes'`)
        .where(
          "userId",
          "=",
          (await testDb().selectFrom("users").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow())
            .id,
        )
        .execute();
      const response = await call(route, { cookie });
      expect(response.status).toBe(401);
      adminCookie = await signIn(admin);
    },
  );

  it.each(routes.map((route) => [route.name, route] as const))("%s after sign-out: 401", async (_name, route) => {
    const cookie = await signIn(admin);
    expect((await callFunction(adminApi, "/api/logout", { method: "POST", cookie })).status).toBe(200);
    const before = await snapshot();
    const response = await call(route, { cookie });
    expect(response.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each(writes.map((route) => [route.name, route] as const))(
    "%s from a cross-site Origin, even with an admin cookie: 403",
    async (_name, route) => {
      const before = await snapshot();
      const response = await call(route, { cookie: adminCookie, origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(writes.map((route) => [route.name, route] as const))(
    "%s without Origin from a cross-site fetch (Sec-Fetch-Site): 403",
    async (_name, route) => {
      const response = await call(route, {
        cookie: adminCookie,
        origin: null,
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(response.status).toBe(403);
    },
  );

  it.each(writes.filter((route) => route.body).map((route) => [route.name, route] as const))(
    "%s posted as a form rather than JSON: 415",
    async (_name, route) => {
      const before = await snapshot();
      const response = await call(route, {
        cookie: adminCookie,
        ...formPost("status=completed"),
      });
      expect(response.status).toBe(415);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe("admin blog posts", () => {
  const posts = (options: Parameters<typeof callFunction>[2] = {}, path = "/api/admin/blog/posts") =>
    callFunction(adminApi, path, { cookie: adminCookie, ...options });

  it("lists every post, drafts included", async () => {
    const response = await posts();
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminBlogPost[];
    const total = await testDb()
      .selectFrom("blogPosts")
      .select(sql<string>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(list).toHaveLength(Number(total.n));
    expect(list.some((post) => post.status === "draft")).toBe(true);
    // The fields the console reads from each post of the list.
    const readByConsole =
      "title slug excerpt content metaDescription metaKeywords categoryId status publishedAt createdAt";
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(readByConsole.split(" ")));
  });

  it("rejects an empty post with the form's validation messages", async () => {
    const response = await posts({
      method: "POST",
      body: { title: " ", slug: "", content: "too short", metaDescription: "x".repeat(161) },
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      title: "Title is required",
      slug: "Slug is required",
      content: "Content must be at least 10 characters",
      metaDescription: "Meta description must be 160 characters or less",
    });
  });

  it("creates a draft, publishes it once, keeps publishedAt on later edits, and strips scripts", async () => {
    const draft = validPost({ content: '<p onclick="steal()">Slate lasts a century.</p><script>alert(1)</script>' });
    const created = await posts({ method: "POST", body: draft });
    expect(created.status).toBe(201);
    const post = (await created.json()) as AdminBlogPost;
    expect(post).toMatchObject({ slug: draft.slug, status: "draft", publishedAt: null });
    expect(post.content).not.toMatch(/script|onclick/);

    const path = `/api/admin/blog/posts/${post.id}`;
    const published = (await (
      await posts({ method: "PUT", body: { ...draft, status: "published" } }, path)
    ).json()) as AdminBlogPost;
    expect(published.publishedAt).not.toBeNull();
    const edited = (await (
      await posts({ method: "PUT", body: { ...draft, title: "Edited", status: "published" } }, path)
    ).json()) as AdminBlogPost;
    expect(edited.title).toBe("Edited");
    expect(edited.publishedAt).toBe(published.publishedAt);

    const fetched = (await (await posts({}, path)).json()) as AdminBlogPost;
    expect(fetched).toMatchObject({ id: post.id, title: "Edited", status: "published" });
  });

  it("reports a slug already in use as a field error, not a 500", async () => {
    const body = validPost();
    expect((await posts({ method: "POST", body })).status).toBe(201);
    const again = await posts({ method: "POST", body });
    expect(again.status).toBe(409);
    const { fields } = (await again.json()) as { fields: Record<string, string> };
    expect(fields.slug).toBe(blogFormMessages.slugTaken);
  });

  it("deletes a post; it is gone afterwards", async () => {
    const post = (await (await posts({ method: "POST", body: validPost() })).json()) as AdminBlogPost;
    const path = `/api/admin/blog/posts/${post.id}`;
    expect((await posts({ method: "DELETE" }, path)).status).toBe(200);
    expect((await posts({}, path)).status).toBe(404);
    expect((await posts({ method: "DELETE" }, path)).status).toBe(404);
  });

  it("answers 404 for a missing post and 400 naming the id for a malformed one", async () => {
    expect((await posts({}, "/api/admin/blog/posts/999999")).status).toBe(404);
    const bad = await posts({}, "/api/admin/blog/posts/abc");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("id");
  });
});

describe("admin contact submissions", () => {
  it("lists submissions and changes a status to any allowed value", async () => {
    const list = (await (
      await callFunction(adminApi, "/api/admin/contact-submissions", { cookie: adminCookie })
    ).json()) as AdminContactSubmission[];
    expect(list.find((contact) => contact.id === contactId)).toMatchObject({ status: "new", serviceType: null });

    for (const status of ["completed", "contacted", "new"]) {
      const response = await callFunction(adminApi, `/api/admin/contact-submissions/${contactId}/status`, {
        method: "PUT",
        cookie: adminCookie,
        body: { status },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AdminContactSubmission).status).toBe(status);
    }
  });

  it("refuses a status outside the status list and a missing submission", async () => {
    const bad = await callFunction(adminApi, `/api/admin/contact-submissions/${contactId}/status`, {
      method: "PUT",
      cookie: adminCookie,
      body: { status: "archived" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.status).toMatch(
      /new, contacted, completed/,
    );
    const missing = await callFunction(adminApi, "/api/admin/contact-submissions/999999/status", {
      method: "PUT",
      cookie: adminCookie,
      body: { status: "contacted" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("admin quotes", () => {
  const quotes = (path: string, options: Parameters<typeof callFunction>[2] = {}) =>
    callFunction(adminApi, path, { cookie: adminCookie, ...options });

  it("lists quotes with their follow-up history", async () => {
    const list = (await (await quotes("/api/admin/quotes")).json()) as AdminQuote[];
    expect(list.find((quote) => quote.id === quoteId)).toMatchObject({
      status: "new",
      phase: "phase-1",
      followUps: [],
    });
  });

  it("sets any listed status and refuses others", async () => {
    const ok = await quotes(`/api/admin/quotes/${quoteId}/status`, { method: "PUT", body: { status: "scheduled" } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as AdminQuote).status).toBe("scheduled");
    const bad = await quotes(`/api/admin/quotes/${quoteId}/status`, { method: "PUT", body: { status: "won" } });
    expect(bad.status).toBe(400);
  });

  it("a phase change queues exactly one follow-up e-mail for the new phase; repeating it queues none", async () => {
    const quote = await insertQuote({ email: "phase@example.com" });
    const before = await outboxCount();
    const response = await quotes(`/api/admin/quotes/${quote.id}/phase`, { method: "PUT", body: { phase: "phase-2" } });
    expect(response.status).toBe(200);
    const moved = (await response.json()) as AdminQuote;
    expect(moved.phase).toBe("phase-2");
    expect(moved.followUps).toHaveLength(1);
    expect(moved.followUps[0]).toMatchObject({ phase: "phase-2", status: "pending", deliveryStatus: "pending" });

    expect(await outboxCount()).toBe(before + 1);
    const rows = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toAddress: "phase@example.com", tag: "quote-phase-2" });

    const again = await quotes(`/api/admin/quotes/${quote.id}/phase`, { method: "PUT", body: { phase: "phase-2" } });
    expect(again.status).toBe(200);
    expect(await outboxCount()).toBe(before + 1);
  });

  it("send-followup queues exactly one e-mail for the chosen phase with the custom message", async () => {
    const quote = await insertQuote({ email: "followup@example.com" });
    const before = await outboxCount();
    const response = await quotes(`/api/admin/quotes/${quote.id}/send-followup`, {
      method: "POST",
      body: { phase: "phase-3", customMessage: "Crew arrives Monday at 7; please move the cars." },
    });
    expect(response.status).toBe(201);
    const updated = (await response.json()) as AdminQuote;
    expect(updated.phase).toBe("phase-1");
    expect(updated.followUps).toEqual([
      expect.objectContaining({ phase: "phase-3", customMessage: "Crew arrives Monday at 7; please move the cars." }),
    ]);
    expect(await outboxCount()).toBe(before + 1);
    const [message] = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
    expect(message!.htmlBody).toContain("Crew arrives Monday at 7; please move the cars.");
    expect(message!.tag).toBe("quote-phase-3");
  });

  it("send-followup requires a phase; the message is optional", async () => {
    const missing = await quotes(`/api/admin/quotes/${quoteId}/send-followup`, { method: "POST", body: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.phase).toBe("Please select a phase");
    const bare = await quotes(`/api/admin/quotes/${quoteId}/send-followup`, {
      method: "POST",
      body: { phase: "phase-1" },
    });
    expect(bare.status).toBe(201);
  });

  it("changes nothing and says why when the phase has no active template", async () => {
    const quote = await insertQuote({ email: "notemplate@example.com" });
    await withoutActiveTemplate("phase-3", async () => {
      const before = await outboxCount();
      const response = await quotes(`/api/admin/quotes/${quote.id}/phase`, {
        method: "PUT",
        body: { phase: "phase-3" },
      });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: string }).error).toMatch(/template/);
      const row = await testDb()
        .selectFrom("quotes")
        .select("phase")
        .where("id", "=", quote.id)
        .executeTakeFirstOrThrow();
      expect(row.phase).toBe("phase-1");
      expect(await outboxCount()).toBe(before);
    });
  });

  it("answers 404 for a missing quote", async () => {
    expect((await quotes("/api/admin/quotes/999999/status", { method: "PUT", body: { status: "new" } })).status).toBe(
      404,
    );
    expect((await quotes("/api/admin/quotes/999999/phase", { method: "PUT", body: { phase: "phase-2" } })).status).toBe(
      404,
    );
  });
});

describe("follow-up delivery right after commit", () => {
  const stub = new PostmarkStub();
  beforeAll(async () => {
    await stub.start();
    usePostmarkStub(stub);
  });
  afterAll(async () => {
    delete process.env.POSTMARK_SERVER_TOKEN;
    delete process.env.POSTMARK_API_HOST;
    await stub.stop();
  });

  it("sends the queued follow-up at once and records it as sent", async () => {
    const quote = await insertQuote({ email: "delivered@example.com" });
    const response = await callFunction(adminApi, `/api/admin/quotes/${quote.id}/send-followup`, {
      method: "POST",
      cookie: adminCookie,
      body: { phase: "phase-2", customMessage: "Saturday at 9 suits our estimator." },
    });
    expect(response.status).toBe(201);
    expect(stub.accepted.map((email) => email.body.To)).toEqual(["delivered@example.com"]);
    expect(stub.accepted[0]!.body.HtmlBody).toContain("Saturday at 9 suits our estimator.");
    const [message] = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
    expect(message!.status).toBe("sent");
    const [followUp] = await testDb()
      .selectFrom("quoteFollowUps")
      .selectAll()
      .where("quoteId", "=", quote.id)
      .execute();
    expect(followUp!.status).toBe("sent");
  });

  it("keeps the admin's change and the queued e-mail when Postmark is down", async () => {
    await stub.stop();
    try {
      const quote = await insertQuote({ email: "retry-later@example.com" });
      const response = await callFunction(adminApi, `/api/admin/quotes/${quote.id}/phase`, {
        method: "PUT",
        cookie: adminCookie,
        body: { phase: "phase-3" },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AdminQuote).phase).toBe("phase-3");
      const [message] = await testDb().selectFrom("emailOutbox").selectAll().where("quoteId", "=", quote.id).execute();
      expect(message!.status).toBe("pending");
      expect(message!.attempts).toBe(1);
    } finally {
      await stub.start();
    }
  });
});
