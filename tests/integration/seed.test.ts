import { describe, expect, it } from "vitest";
import { seedTestDatabase, testDb } from "../support/db";
import { DEV_ADMIN, devAdminPasswordState } from "../../src/server/seed/seed";
import { replacePassword } from "../../src/server/auth/users.repository";
import { devAdminLine } from "../../scripts/lib/local-stack";
import { hashPassword, verifyPassword } from "../../src/server/auth/password";

async function counts() {
  const db = testDb();
  const count = async (table: "users" | "categories" | "blogPosts" | "projects" | "emailTemplates") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count("users"),
    categories: await count("categories"),
    posts: await count("blogPosts"),
    projects: await count("projects"),
    templates: await count("emailTemplates"),
  };
}

describe("seed", () => {
  it("seeds the content the issue asks for, and a second run adds nothing", async () => {
    await seedTestDatabase();
    const first = await counts();
    expect(first.posts).toBeGreaterThanOrEqual(9);
    expect(first.projects).toBeGreaterThanOrEqual(6);
    expect(first.templates).toBeGreaterThanOrEqual(3);
    expect(first.categories).toBeGreaterThanOrEqual(3);

    await seedTestDatabase();
    expect(await counts()).toEqual(first);
  });

  it("has published posts and a draft, published projects and an unpublished one", async () => {
    await seedTestDatabase();
    const posts = await testDb().selectFrom("blogPosts").select(["status", "publishedAt"]).execute();
    expect(posts.some((post) => post.status === "draft" && post.publishedAt === null)).toBe(true);
    expect(posts.filter((post) => post.status === "published").length).toBeGreaterThanOrEqual(8);
    const projects = await testDb().selectFrom("projects").select("status").execute();
    expect(projects.some((project) => project.status !== "published")).toBe(true);
    const phases = await testDb().selectFrom("emailTemplates").select("templateType").execute();
    // The three phase e-mails, and the first text to a new lead (migration 2026-11-28T0900, issue 32).
    expect(phases.map((row) => row.templateType).sort()).toEqual(["phase-1", "phase-2", "phase-3", "sms-first-text"]);
  });

  it("creates a dev admin whose password verifies", async () => {
    await seedTestDatabase();
    const admin = await testDb()
      .selectFrom("users")
      .selectAll()
      .where("email", "=", DEV_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(admin.isAdmin).toBe(true);
    expect(await verifyPassword(DEV_ADMIN.password, admin.passwordHash!)).toBe(true);
  });

  it("tells the dev banner honestly whether the dev admin's password is still the seeded one", async () => {
    await seedTestDatabase();
    expect(await devAdminPasswordState(testDb())).toBe("seeded");
    expect(devAdminLine("seeded")).toBe(`${DEV_ADMIN.email} / ${DEV_ADMIN.password}`);
    const { id } = await testDb()
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEV_ADMIN.email)
      .executeTakeFirstOrThrow();
    await replacePassword(testDb(), id, await hashPassword("a password changed on the account page"));
    expect(await devAdminPasswordState(testDb())).toBe("changed");
    expect(devAdminLine("changed")).toMatch(/password changed since seeding/);
    expect(devAdminLine("changed")).not.toContain(DEV_ADMIN.password);
  }, 30_000);
});
