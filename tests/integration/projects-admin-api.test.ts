import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import type { PublicProject } from "../../src/shared/portfolio";
import { blogFormMessages } from "../../src/shared/schemas/blog-post-form";
import type { AdminProject } from "../../src/shared/schemas/project";
import { projectFormMessages } from "../../src/shared/strings/projects";
import { pendingRebuildRequests as pendingRebuilds, seedTestDatabase, testDb } from "../support/db";
import { adminSessions } from "../support/admin-session";
import { callFunction, formPost } from "../support/functions";

let counter = 0;
const validProject = (overrides: Record<string, unknown> = {}) => ({
  title: "Chapel Roof in Buckingham Slate",
  slug: `chapel-roof-${++counter}`,
  description: "A 1890s chapel re-roofed in Buckingham slate.",
  content: "<p>Stripped, sheathed and slated.</p><script>alert(1)</script>",
  location: "Morristown, NJ",
  projectType: "Historic Restoration",
  completedAt: "2025-09-14",
  status: "draft",
  featuredImage: "/images/chapel.webp",
  featuredImageAlt: "The chapel's finished slate roof",
  images: [
    { src: "/images/chapel-1.webp", alt: "Ridge detail" },
    { src: "https://cdn.example.com/chapel-2.webp", alt: "Copper valley" },
  ],
  ...overrides,
});

let adminCookie: string;
let visitorCookie: string;

const api = (path: string, options: Parameters<typeof callFunction>[2] = {}) =>
  callFunction(adminApi, path, { cookie: adminCookie, ...options });
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await api("/api/admin/projects", { method: "POST", body: validProject(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminProject;
};
const publicProject = (slug: string) => callFunction(siteApi, `/api/projects/${slug}`);

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  ({ adminCookie, visitorCookie } = await adminSessions("projects"));
});
beforeEach(async () => {
  await testDb().deleteFrom("rebuildRequests").execute();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("every admin projects route refuses", () => {
  let id: number;
  beforeAll(async () => {
    id = (await create()).id;
  });
  const routes = () =>
    [
      ["list", "GET", "/api/admin/projects"],
      ["create", "POST", "/api/admin/projects"],
      ["get", "GET", `/api/admin/projects/${id}`],
      ["update", "PUT", `/api/admin/projects/${id}`],
      ["delete", "DELETE", `/api/admin/projects/${id}`],
    ] as const;
  const bodyFor = (method: string) => (method === "POST" || method === "PUT" ? validProject() : undefined);
  const count = async () =>
    Number(
      (
        await testDb()
          .selectFrom("projects")
          .select(sql<string>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("without a session: 401, and nothing changes", async () => {
    const before = await count();
    for (const [name, method, path] of routes()) {
      const response = await callFunction(adminApi, path, { method, body: bodyFor(method) });
      expect(response.status, name).toBe(401);
    }
    expect(await count()).toBe(before);
  });

  it("for a signed-in non-admin: 403", async () => {
    for (const [name, method, path] of routes()) {
      const response = await callFunction(adminApi, path, {
        method,
        body: bodyFor(method),
        cookie: visitorCookie,
      });
      expect(response.status, name).toBe(403);
    }
  });

  it("writes from another site (CSRF): 403, and writes that are not JSON: 415", async () => {
    for (const [name, method, path] of routes().filter(([, method]) => method !== "GET")) {
      const crossSite = await api(path, { method, body: bodyFor(method), origin: "https://evil.example" });
      expect(crossSite.status, name).toBe(403);
    }
    const form = await api("/api/admin/projects", {
      method: "POST",
      ...formPost("title=x"),
    });
    expect(form.status).toBe(415);
    expect((await testDb().selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst())?.title).toBe(
      validProject().title,
    );
  });
});

describe("bad input: 400 with the form's messages", () => {
  it.each([
    ["a slug that breaks the post rule", { slug: "Chapel Roof" }, "slug", blogFormMessages.slugFormat],
    ["no title", { title: "  " }, "title", projectFormMessages.titleRequired],
    [
      "a featured image that is not a site path or https",
      { featuredImage: "javascript:alert(1)" },
      "featuredImage",
      blogFormMessages.featuredImageFormat,
    ],
    [
      "a featured image without alt text",
      { featuredImageAlt: "" },
      "featuredImageAlt",
      projectFormMessages.altRequired,
    ],
    [
      "a gallery photo over http",
      { images: [{ src: "http://evil.example/x.jpg", alt: "x" }] },
      "images.0.src",
      blogFormMessages.featuredImageFormat,
    ],
    [
      "a gallery photo without alt text",
      { images: [{ src: "/images/x.jpg", alt: "" }] },
      "images.0.alt",
      projectFormMessages.altRequired,
    ],
    ["a completed date that is not a date", { completedAt: "last spring" }, "completedAt", undefined],
    [
      "a project type not on the list",
      { projectType: "Barn Conversion" },
      "projectType",
      projectFormMessages.projectTypeInvalid,
    ],
    [
      "a publication time that is not a time",
      { publishedAt: "tomorrow" },
      "publishedAt",
      blogFormMessages.publishedAtFormat,
    ],
  ])("%s", async (_name, overrides, field, message) => {
    const response = await api("/api/admin/projects", { method: "POST", body: validProject(overrides) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields[field]).toBeDefined();
    if (message) expect(body.fields[field]).toBe(message);
  });

  it("an id that is not a positive whole number", async () => {
    expect((await api("/api/admin/projects/abc")).status).toBe(400);
    expect((await api("/api/admin/projects/0", { method: "DELETE" })).status).toBe(400);
  });
});

describe("missing projects: 404", () => {
  it.each([
    ["GET", undefined],
    ["PUT", validProject()],
    ["DELETE", undefined],
  ])("%s", async (method, body) => {
    const response = await api("/api/admin/projects/999999", { method, body });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Project not found" });
  });
});

describe("the admin manages projects", () => {
  it("creates a draft: stored with its gallery in order, content sanitised, private, no rebuild", async () => {
    const project = await create();
    expect(project).toMatchObject({
      status: "draft",
      publishedAt: null,
      completedAt: "2025-09-14",
      featuredImageAlt: "The chapel's finished slate roof",
      images: validProject().images,
    });
    expect(project.content).toBe("<p>Stripped, sheathed and slated.</p>");
    expect((await publicProject(project.slug)).status).toBe(404);
    expect(await pendingRebuilds()).toBe(0);
  });

  it("lists every project, drafts included, newest first, and reads one", async () => {
    const project = await create();
    const list = (await (await api("/api/admin/projects")).json()) as AdminProject[];
    expect(list[0]!.id).toBe(project.id);
    expect(list.some((row) => row.status === "published")).toBe(true);
    const one = await api(`/api/admin/projects/${project.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(project);
  });

  it("publishing makes it public at once through the API and requests the rebuild", async () => {
    const project = await create();
    const response = await api(`/api/admin/projects/${project.id}`, {
      method: "PUT",
      body: validProject({ slug: project.slug, status: "published", images: [...validProject().images].reverse() }),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AdminProject;
    expect(saved.publishedAt).not.toBeNull();
    expect(saved.images.map((image) => image.alt)).toEqual(["Copper valley", "Ridge detail"]);
    expect(await pendingRebuilds()).toBe(1);
    const shown = (await (await publicProject(project.slug)).json()) as PublicProject;
    expect(shown.images).toEqual(["https://cdn.example.com/chapel-2.webp", "/images/chapel-1.webp"]);
    expect(shown.featuredImage).toBe("/images/chapel.webp");
  });

  it("editing a published project requests the rebuild; editing a draft does not", async () => {
    const published = await create({ status: "published" });
    await testDb().deleteFrom("rebuildRequests").execute();
    await api(`/api/admin/projects/${published.id}`, {
      method: "PUT",
      body: validProject({ slug: published.slug, status: "published", title: "Renamed chapel" }),
    });
    expect(await pendingRebuilds()).toBe(1);
    const draft = await create();
    await testDb().deleteFrom("rebuildRequests").execute();
    await api(`/api/admin/projects/${draft.id}`, { method: "PUT", body: validProject({ slug: draft.slug }) });
    expect(await pendingRebuilds()).toBe(0);
  });

  it("a slug taken by another project: 409 with the project message", async () => {
    const first = await create();
    const response = await api("/api/admin/projects", { method: "POST", body: validProject({ slug: first.slug }) });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.slug).toBe(
      projectFormMessages.slugTaken,
    );
  });

  it("deletes: gone from the console and, if published, from the portfolio with a rebuild", async () => {
    const project = await create({ status: "published" });
    await testDb().deleteFrom("rebuildRequests").execute();
    const response = await api(`/api/admin/projects/${project.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: project.id });
    expect((await api(`/api/admin/projects/${project.id}`)).status).toBe(404);
    expect((await publicProject(project.slug)).status).toBe(404);
    expect(await pendingRebuilds()).toBe(1);
  });
});
