import { afterAll, beforeAll, describe, expect, it } from "vitest";
import siteApi from "../../functions/site-api.mts";
import type { PublicProject } from "../../src/shared/portfolio";
import { closeTestDb, seedTestDatabase, testDb } from "../support/db";

const call = (path: string, params: Record<string, string> = {}, method = "GET") =>
  siteApi(new Request(`http://localhost${path}`, { method }), { params } as never);

async function slugsWithStatus(published: boolean): Promise<string[]> {
  const rows = await testDb()
    .selectFrom("projects")
    .select("slug")
    .where("status", published ? "=" : "!=", "published")
    .execute();
  return rows.map((row) => row.slug);
}

beforeAll(async () => {
  await seedTestDatabase();
  // An archived project must stay as hidden as a draft.
  await testDb()
    .insertInto("projects")
    .values({ title: "Archived job", slug: "archived-job", status: "archived", images: "[]" })
    .execute();
  await testDb()
    .insertInto("projects")
    .values({
      title: "Hostile job",
      slug: "hostile-job",
      status: "published",
      content: '<p>ok</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      featuredImage: "javascript:alert(1)",
      images: JSON.stringify(["/images/a.jpg", "javascript:alert(1)", "https://cdn.example/b.jpg"]),
      completedAt: "2020-05-01T00:00:00Z",
    })
    .execute();
});
afterAll(closeTestDb);

describe("GET /api/projects", () => {
  it("lists every published project and nothing else, most recently completed first", async () => {
    const response = await call("/api/projects");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const body = (await response.json()) as PublicProject[];
    expect(body.map((project) => project.slug).sort()).toEqual((await slugsWithStatus(true)).sort());
    const hidden = await slugsWithStatus(false);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const slug of hidden) expect(JSON.stringify(body)).not.toContain(slug);
    const completed = body.map((project) => (project.completedAt ? Date.parse(project.completedAt) : -Infinity));
    expect(completed).toEqual([...completed].sort((a, b) => b - a));
  });

  it("refuses writes with 405", async () => {
    expect((await call("/api/projects", {}, "DELETE")).status).toBe(405);
  });
});

describe("GET /api/projects/{slug}", () => {
  it("answers every published slug with its project", async () => {
    for (const slug of await slugsWithStatus(true)) {
      const response = await call(`/api/projects/${slug}`, { slug });
      expect(response.status).toBe(200);
      const body = (await response.json()) as PublicProject;
      expect(body.slug).toBe(slug);
      expect(Array.isArray(body.images)).toBe(true);
    }
  });

  it("answers a draft, an archived project and a missing slug with 404 JSON", async () => {
    for (const slug of [...(await slugsWithStatus(false)), "no-such-project"]) {
      const response = await call(`/api/projects/${slug}`, { slug });
      expect(response.status, slug).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it("answers a malformed slug with 400 naming the field", async () => {
    const response = await call("/api/projects/Not%20A%20Slug", { slug: "Not A Slug" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.slug).toBeTruthy();
  });

  it("sanitises the content and drops unsafe image URLs", async () => {
    const body = (await (await call("/api/projects/hostile-job", { slug: "hostile-job" })).json()) as PublicProject;
    expect(body.content).toBe("<p>ok</p><a>x</a>");
    expect(body.featuredImage).toBeNull();
    expect(body.images).toEqual(["/images/a.jpg", "https://cdn.example/b.jpg"]);
  });
});
