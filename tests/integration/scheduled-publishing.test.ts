import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import scheduledFunction, { config as scheduledConfig } from "../../functions/scheduled-publishing.mts";
import { loadArticlePages } from "../../src/server/blog/blog.pages";
import { listLatestPublishedProjects } from "../../src/server/home/home.repository";
import { scheduledPublishing } from "../../src/server/jobs/scheduled-publish.job";
import { loadPortfolio } from "../../src/server/projects/projects.pages";
import { publicationTime } from "../../src/server/content/publication";
import type { AdminBlogPost } from "../../src/shared/schemas/admin";
import type { AdminProject } from "../../src/shared/schemas/project";
import { pendingRebuildRequests as pendingRebuilds, seedTestDatabase, testDb } from "../support/db";
import { callFunction, createUser, signInCookie, type FunctionModule } from "../support/functions";

const admin = { email: "scheduler@alpine.test", password: "a long admin passphrase", isAdmin: true };
let cookie: string;
const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

let post: AdminBlogPost;
let project: AdminProject;
const postIsPublic = async () => (await callFunction(siteApi, `/api/blog/posts/${post.slug}`)).status === 200;
const projectIsPublic = async () => (await callFunction(siteApi, `/api/projects/${project.slug}`)).status === 200;

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  await createUser(admin);
  cookie = await signInCookie(admin, "10.3.0.1");
  // The job's mark starts here, so the seed's published rows are not "newly due".
  await scheduledPublishing.run(testDb());
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("a post and a project published for a future time", () => {
  it("are saved as scheduled, and stay out of every public read", async () => {
    /** Creates a row through the admin API, published for next week; it must answer 201. */
    const createForNextWeek = async <T>(module: FunctionModule, path: string, body: Record<string, unknown>) => {
      const response = await callFunction(module, path, {
        method: "POST",
        cookie,
        body: { ...body, status: "published", publishedAt: nextWeek() },
      });
      expect(response.status).toBe(201);
      return (await response.json()) as T;
    };
    post = await createForNextWeek<AdminBlogPost>(adminApi, "/api/admin/blog/posts", {
      title: "Snow Guards Before Winter",
      slug: "snow-guards-before-winter",
      content: "<p>Fit them before the first snowfall.</p>",
    });
    project = await createForNextWeek<AdminProject>(adminApi, "/api/admin/projects", {
      title: "Mansard in Vermont Slate",
      slug: "mansard-vermont-slate",
    });
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(project.publishedAt!).getTime()).toBeGreaterThan(Date.now());

    expect(await postIsPublic()).toBe(false);
    expect(await projectIsPublic()).toBe(false);
    const list = (await (await callFunction(siteApi, "/api/projects")).json()) as { slug: string }[];
    expect(list.map((item) => item.slug)).not.toContain(project.slug);
    expect((await loadPortfolio()).map((item) => item.slug)).not.toContain(project.slug);
    expect((await loadArticlePages()).map((page) => page.post.slug)).not.toContain(post.slug);
    expect((await listLatestPublishedProjects(testDb(), 100)).map((item) => item.slug)).not.toContain(project.slug);
  });

  it("the scheduled job finds nothing due before their time and asks for no rebuild", async () => {
    await testDb().deleteFrom("rebuildRequests").execute();
    expect(await scheduledPublishing.run(testDb())).toEqual({ becamePublic: 0 });
    expect(await pendingRebuilds()).toBe(0);
  });

  it("once their time comes they are public, and the next run requests one rebuild, once", async () => {
    // Move the clock: their publication time is now.
    await testDb()
      .updateTable("blogPosts")
      .set({ publishedAt: sql<Date>`now()` })
      .where("id", "=", post.id)
      .execute();
    await testDb()
      .updateTable("projects")
      .set({ publishedAt: sql<Date>`now()` })
      .where("id", "=", project.id)
      .execute();
    expect(await postIsPublic()).toBe(true);
    expect(await projectIsPublic()).toBe(true);

    expect(await scheduledPublishing.run(testDb())).toEqual({ becamePublic: 2 });
    expect(await pendingRebuilds()).toBe(1);
    expect(await scheduledPublishing.run(testDb())).toEqual({ becamePublic: 0 });
    expect(await pendingRebuilds()).toBe(1);
  });

  it("the scheduled function runs the job every two minutes", async () => {
    expect(scheduledConfig.schedule).toBe("*/2 * * * *");
    const response = await scheduledFunction(
      new Request("http://localhost/.netlify/functions/scheduled-publishing", { method: "POST" }),
      {} as never,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ becamePublic: 0 });
  });
});

describe("publicationTime", () => {
  const stored = new Date("2026-03-01T10:15:42.500Z");
  const now = new Date("2026-04-01T12:00:00Z");
  it.each([
    ["first publish without a choice: now", null, null, true, now],
    ["a draft keeps no time", null, null, false, null],
    ["a chosen time wins", "2026-05-01T08:00:00Z", stored, true, new Date("2026-05-01T08:00:00Z")],
    ["the stored time sent back at minute precision keeps its seconds", "2026-03-01T10:15:00Z", stored, true, stored],
    ["a later edit keeps the first publication time", null, stored, true, stored],
    ["a cleared schedule publishes now", null, new Date("2026-06-01T00:00:00Z"), true, now],
  ] as const)("%s", (_name, chosen, before, publishing, expected) => {
    expect(publicationTime(chosen, before, publishing, now)).toEqual(expected);
  });
});
