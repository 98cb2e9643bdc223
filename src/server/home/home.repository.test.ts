import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestDb, seedTestDatabase, testDb } from "../../../tests/support/db";
import { listLatestPublishedPosts, listLatestPublishedProjects } from "./home.repository";

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
});
afterAll(closeTestDb);

describe("home repository", () => {
  it("returns the three newest published posts with their category, never a draft", async () => {
    const db = testDb();
    const published = await db
      .selectFrom("blogPosts")
      .select(["slug", "publishedAt"])
      .where("status", "=", "published")
      .orderBy("publishedAt", "desc")
      .execute();
    const posts = await listLatestPublishedPosts(db);
    expect(posts.map((post) => post.slug)).toEqual(published.slice(0, 3).map((post) => post.slug));
    expect(posts.every((post) => post.category?.name && post.category.color.startsWith("#"))).toBe(true);
  });

  it("leaves out drafts and posts scheduled for the future even when they are newest", async () => {
    const db = testDb();
    const author = await db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const future = new Date(Date.now() + 86_400_000);
    await db
      .insertInto("blogPosts")
      .values([
        {
          title: "Draft",
          slug: "home-draft",
          content: "Draft content.",
          status: "draft",
          authorId: author.id,
          publishedAt: future,
        },
        {
          title: "Later",
          slug: "home-later",
          content: "Not yet due.",
          status: "published",
          authorId: author.id,
          publishedAt: future,
        },
      ])
      .execute();
    const slugs = (await listLatestPublishedPosts(db, 20)).map((post) => post.slug);
    expect(slugs).not.toContain("home-draft");
    expect(slugs).not.toContain("home-later");
  });

  it("returns published projects, most recently completed first, and respects the limit", async () => {
    const db = testDb();
    await db
      .insertInto("projects")
      .values({ title: "Unpublished", slug: "home-unpublished", status: "draft", completedAt: new Date() })
      .execute();
    const projects = await listLatestPublishedProjects(db);
    expect(projects).toHaveLength(3);
    expect(projects.map((project) => project.slug)).not.toContain("home-unpublished");
    const all = await listLatestPublishedProjects(db, 50);
    const published = await db.selectFrom("projects").select("id").where("status", "=", "published").execute();
    expect(all).toHaveLength(published.length);
    const times = all.map((project) => project.completedAt?.getTime() ?? -Infinity);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
