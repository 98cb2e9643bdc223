/**
 * What the admin API returns, it accepts (issue 24): for every admin resource that can be read
 * and written, the record as GET returns it, sent back unchanged with PUT, answers 200 and changes
 * nothing (a write may only move `updatedAt`). Dates that are days (a project's completion, a
 * quote's scheduled day) travel as `YYYY-MM-DD` both ways.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { adminSessions, insertQuote } from "../support/admin-session";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, type FunctionModule } from "../support/functions";
import { postContact, useLeadTestEnvironment, validContact } from "../support/leads";

useLeadTestEnvironment();

type Body = Record<string, unknown>;
let adminCookie: string;

const call = (module: FunctionModule, method: string, path: string, body?: unknown) =>
  callFunction(module, path, { method, cookie: adminCookie, ...(body === undefined ? {} : { body }) });

async function read(module: FunctionModule, path: string): Promise<unknown> {
  const response = await call(module, "GET", path);
  expect(response.status, `GET ${path}`).toBe(200);
  return response.json();
}

let slugs = 0;

/** A row the seed wrote, as the admin API returns it. */
async function seeded(module: FunctionModule, table: "blogPosts" | "projects", base: string) {
  const { id } = await testDb().selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow();
  const path = `${base}/${id}`;
  return { put: path, get: async () => (await read(module, path)) as Body };
}

/** A contact sent through the form (with notes of the owner's), and one of its fields' write path. */
async function contactField(field: "status" | "notes", email: string) {
  expect((await postContact(validContact({ email }))).status).toBe(201);
  const { id } = await testDb()
    .updateTable("contactSubmissions")
    .set({ notes: "Called back, wants spring." })
    .where("email", "=", email)
    .returning("id")
    .executeTakeFirstOrThrow();
  const path = `/api/admin/contact-submissions/${id}`;
  return { put: `${path}/${field}`, get: async () => (await read(adminApi, path)) as Body };
}

const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: Body) => rest;

interface Resource {
  name: string;
  module: FunctionModule;
  /** Creates the record and returns the path PUT writes to and a reader of the record as GET returns it. */
  setUp(): Promise<{ put: string; get: () => Promise<Body> }>;
}

const RESOURCES: Resource[] = [
  {
    name: "blog post (published, in a category)",
    module: adminApi,
    async setUp() {
      const category = await testDb().selectFrom("categories").select("id").executeTakeFirstOrThrow();
      const created = await call(adminApi, "POST", "/api/admin/blog/posts", {
        title: "Copper Valleys on Slate",
        slug: `copper-valleys-${++slugs}`,
        excerpt: "Why 20 oz copper.",
        content: "<h2>Valleys</h2><p>Copper <strong>outlasts</strong> the slate.</p>",
        metaDescription: "Copper valleys.",
        metaKeywords: "copper, valleys",
        categoryId: category.id,
        status: "published",
        featuredImage: "/images/valley.webp",
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const path = `/api/admin/blog/posts/${id}`;
      return { put: path, get: async () => (await read(adminApi, path)) as Body };
    },
  },
  {
    name: "project (published, with a completion day and a gallery)",
    module: adminApi,
    async setUp() {
      const created = await call(adminApi, "POST", "/api/admin/projects", {
        title: "Chapel Roof in Buckingham Slate",
        slug: `chapel-roof-${++slugs}`,
        description: "A chapel re-roofed.",
        content: "<p>Stripped, sheathed and slated.</p>",
        location: "Morristown, NJ",
        projectType: "Historic Restoration",
        completedAt: "2025-09-14",
        status: "published",
        featuredImage: "/images/chapel.webp",
        featuredImageAlt: "The chapel's roof",
        images: [{ src: "/images/chapel-1.webp", alt: "Ridge detail" }],
      });
      expect(created.status).toBe(201);
      const project = (await created.json()) as { id: number; completedAt: string };
      expect(project.completedAt).toBe("2025-09-14");
      const path = `/api/admin/projects/${project.id}`;
      return { put: path, get: async () => (await read(adminApi, path)) as Body };
    },
  },
  { name: "seeded blog post", module: adminApi, setUp: () => seeded(adminApi, "blogPosts", "/api/admin/blog/posts") },
  {
    name: "seeded project",
    module: adminApi,
    setUp: () => seeded(adminApi, "projects", "/api/admin/projects"),
  },
  {
    name: "quote (the owner's fields set, a scheduled day)",
    module: adminApi,
    async setUp() {
      const quote = await insertQuote({
        notes: "Bring the long ladder.",
        estimatedValue: "18250.50",
        scheduledDate: new Date("2026-04-02T00:00:00Z"),
      });
      const path = `/api/admin/quotes/${quote.id}`;
      return { put: path, get: async () => (await read(adminApi, path)) as Body };
    },
  },
  {
    name: "quote (nothing of the owner's set yet)",
    module: adminApi,
    async setUp() {
      const quote = await insertQuote({ email: "blank@example.com" });
      const path = `/api/admin/quotes/${quote.id}`;
      return { put: path, get: async () => (await read(adminApi, path)) as Body };
    },
  },
  { name: "contact's status", module: adminApi, setUp: () => contactField("status", "status@example.com") },
  { name: "contact's notes", module: adminApi, setUp: () => contactField("notes", "notes@example.com") },
  {
    name: "quote's status",
    module: adminApi,
    async setUp() {
      const quote = await insertQuote({ email: "status-quote@example.com", status: "quoted" });
      const path = `/api/admin/quotes/${quote.id}`;
      return { put: `${path}/status`, get: async () => (await read(adminApi, path)) as Body };
    },
  },
  {
    name: "e-mail template",
    module: adminApi,
    async setUp() {
      const get = async () =>
        ((await read(adminApi, "/api/admin/email/templates")) as Body[]).find(
          (template) => template.phase === "phase-2",
        )!;
      return { put: "/api/admin/email/templates/phase-2", get };
    },
  },
  {
    name: "photo's alt text",
    module: adminApi,
    async setUp() {
      const row = await testDb()
        .insertInto("media")
        .values({
          key: "round-trip-key",
          alt: "Copper valley on a Welsh slate roof",
          filename: "valley.jpg",
          width: 1600,
          height: 1200,
          bytes: 123_456,
          contentType: "image/jpeg",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const get = async () =>
        ((await read(adminApi, "/api/admin/media")) as { items: Body[] }).items.find((item) => item.id === row.id)!;
      return { put: `/api/admin/media/${row.id}`, get };
    },
  },
];

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie } = await adminSessions("round-trip"));
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("GET, then PUT the same body", () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
    "%s: 200 and nothing changed",
    async (_name, resource) => {
      const { put, get } = await resource.setUp();
      const before = await get();
      expect(before).toBeTruthy();
      const response = await call(resource.module, "PUT", put, before);
      expect(response.status, `PUT ${put}: ${await response.clone().text()}`).toBe(200);
      expect(withoutUpdatedAt(await get())).toEqual(withoutUpdatedAt(before));
    },
  );
});

describe("days are days", () => {
  it("a project's completion and a quote's scheduled day come back as YYYY-MM-DD", async () => {
    const [project, quote] = await Promise.all([
      RESOURCES[1]!.setUp(),
      RESOURCES.find((resource) => resource.name.startsWith("quote (the owner"))!.setUp(),
    ]);
    expect((await project.get()).completedAt).toBe("2025-09-14");
    expect((await quote.get()).scheduledDate).toBe("2026-04-02");
  });

  it("a timestamp where a day belongs is still refused, naming the field", async () => {
    const { put, get } = await RESOURCES[1]!.setUp();
    const response = await call(adminApi, "PUT", put, {
      ...(await get()),
      completedAt: "2025-09-14T00:00:00.000Z",
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("completedAt");
  });
});
