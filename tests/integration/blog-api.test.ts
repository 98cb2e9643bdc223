import { afterAll, beforeAll, describe, expect, it } from "vitest";
import siteApi from "../../functions/site-api.mts";
import {
  selectRelatedPosts,
  type PublicCategory,
  type PublicPost,
  type PublicPostSummary,
} from "../../src/shared/blog";
import { blogFormMessages } from "../../src/shared/schemas/blog-post";
import { createPost, deletePost, listPublicPostsWithContent, updatePost } from "../../src/server/blog/blog.service";
import { PostNotFound, SlugTaken } from "../../src/server/errors";
import { toErrorResponse } from "../../src/server/http/respond";
import { EDITORIAL_AUTHOR } from "../../src/server/seed/seed";
import { closeTestDb, seedTestDatabase, testDb } from "../support/db";

type Params = Record<string, string>;
const call = (path: string, params: Params = {}, method = "GET") =>
  siteApi(new Request(`http://localhost${path}`, { method }), { params } as never);
const getJson = async <T>(path: string, params: Params = {}) => {
  const response = await call(path, params);
  return { response, body: (await response.json()) as T };
};
const search = (term: string) =>
  getJson<PublicPostSummary[] & { error?: string }>(`/api/blog/search/${encodeURIComponent(term)}`, {
    term: encodeURIComponent(term),
  });

let authorId: string;
let categoryIds: Record<string, number>;

async function publishedSlugs(): Promise<string[]> {
  const rows = await testDb().selectFrom("blogPosts").select("slug").where("status", "=", "published").execute();
  return rows.map((row) => row.slug);
}

async function draftSlugs(): Promise<string[]> {
  const rows = await testDb().selectFrom("blogPosts").select("slug").where("status", "=", "draft").execute();
  return rows.map((row) => row.slug);
}

const baseInput = {
  excerpt: null,
  metaDescription: null,
  metaKeywords: null,
  featuredImage: null,
  categoryId: null,
};

beforeAll(async () => {
  await seedTestDatabase();
  const db = testDb();
  authorId = (
    await db.selectFrom("users").select("id").where("email", "=", EDITORIAL_AUTHOR.email).executeTakeFirstOrThrow()
  ).id;
  categoryIds = Object.fromEntries(
    (await db.selectFrom("categories").select(["slug", "id"]).execute()).map((row) => [row.slug, row.id]),
  );
});
afterAll(closeTestDb);

describe("GET /api/blog/posts", () => {
  it("lists every published post, newest first, and no draft", async () => {
    const { response, body } = await getJson<PublicPostSummary[]>("/api/blog/posts");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
    expect(body.map((post) => post.slug).sort()).toEqual((await publishedSlugs()).sort());
    expect((await draftSlugs()).length).toBeGreaterThan(0);
    for (const draft of await draftSlugs()) expect(JSON.stringify(body)).not.toContain(draft);
    const dates = body.map((post) => Date.parse(post.publishedAt ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("carries the public API's fields plus the category, author and reading time the pages show", async () => {
    const { body } = await getJson<PublicPostSummary[]>("/api/blog/posts");
    const first = body[0]!;
    expect(first).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      categoryId: expect.any(Number),
      authorName: `${EDITORIAL_AUTHOR.firstName} ${EDITORIAL_AUTHOR.lastName}`,
    });
    expect(first.category).toMatchObject({ id: first.categoryId, color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
    const row = await testDb()
      .selectFrom("blogPosts")
      .select("content")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(first.readingTimeMinutes).toBe(Math.ceil(row.content.length / 1000));
    expect(first).not.toHaveProperty("content");
  });

  it("refuses writes with 405", async () => {
    const response = await call("/api/blog/posts", {}, "POST");
    expect(response.status).toBe(405);
  });
});

describe("GET /api/blog/posts/{slug}", () => {
  it("answers every published slug with the post", async () => {
    for (const slug of await publishedSlugs()) {
      const { response, body } = await getJson<PublicPost>(`/api/blog/posts/${slug}`, { slug });
      expect(response.status).toBe(200);
      expect(body.slug).toBe(slug);
      expect(body.content.length).toBeGreaterThan(10);
      expect(body).toHaveProperty("metaDescription");
      expect(body).toHaveProperty("metaKeywords");
      expect(body).toHaveProperty("updatedAt");
    }
  });

  it("answers a draft's slug with 404, like a missing one", async () => {
    for (const slug of [...(await draftSlugs()), "no-such-post"]) {
      const { response, body } = await getJson<{ error: string }>(`/api/blog/posts/${slug}`, { slug });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body.error).toBeTruthy();
    }
  });

  it("answers the .html/.htm and /index.html forms of a missing slug with 404 too", async () => {
    for (const path of [
      "/api/blog/posts/no-such-post.html",
      "/api/blog/posts/no-such-post.htm",
      "/api/blog/posts/no-such-post/index.html",
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });

  it("answers a malformed slug with 400 naming the field", async () => {
    for (const slug of ["Bad_Slug", "a--b", "x".repeat(256), "drop table;"]) {
      const { response, body } = await getJson<{ fields: Record<string, string> }>(
        `/api/blog/posts/${encodeURIComponent(slug)}`,
        { slug: encodeURIComponent(slug) },
      );
      expect(response.status).toBe(400);
      expect(body.fields.slug).toBeTruthy();
    }
  });
});

describe("GET /api/blog/search/{term}", () => {
  it("ranks a title match above a match in the body only", async () => {
    const body = await createPost(
      testDb(),
      {
        ...baseInput,
        title: "A note on gutters",
        slug: "body-match",
        status: "published",
        content: "<p>Our crews found zirconite dust in the valleys.</p>",
      },
      authorId,
    );
    const title = await createPost(
      testDb(),
      {
        ...baseInput,
        title: "Zirconite and slate",
        slug: "title-match",
        status: "published",
        content: "<p>A post whose title names the term.</p>",
      },
      authorId,
    );
    const { response, body: results } = await search("zirconite");
    expect(response.status).toBe(200);
    expect(results.map((post) => post.id)).toEqual([title.id, body.id]);
  });

  it("matches word prefixes: 'mainten' finds posts about maintenance", async () => {
    const { body } = await search("mainten");
    expect(body.length).toBeGreaterThan(0);
    const slugs = body.map((post) => post.slug);
    const rows = await testDb()
      .selectFrom("blogPosts")
      .select(["slug", "title", "excerpt", "content"])
      .where("slug", "in", slugs)
      .execute();
    for (const row of rows) expect(`${row.title} ${row.excerpt} ${row.content}`.toLowerCase()).toMatch(/mainten/);
  });

  it("requires every word of a multi-word term", async () => {
    const single = (await search("copper")).body.length;
    const both = (await search("copper nails")).body.length;
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThanOrEqual(single);
  });

  it("never returns a draft, even when only the draft matches", async () => {
    await createPost(
      testDb(),
      {
        ...baseInput,
        title: "Quarrystone secrets",
        slug: "draft-only-match",
        status: "draft",
        content: "<p>Unpublished quarrystone notes.</p>",
      },
      authorId,
    );
    const { body } = await search("quarrystone");
    expect(body).toEqual([]);
  });

  it("answers hostile tsquery syntax with 200, not 500", async () => {
    for (const term of ["a:* | !b & (c", "'''", "slate & | !", "<->()", "roof\\ :*A", "😀😀😀", "%%%"]) {
      const { response } = await search(term);
      expect(response.status, term).toBe(200);
    }
  });

  it("answers terms of 2 characters or fewer, or over 100, with 400", async () => {
    for (const term of ["ab", " a ", "x".repeat(101)]) {
      const { response, body } = await search(term);
      expect(response.status, term).toBe(400);
      expect(body.error).toMatch(/3 to 100 characters/);
    }
    const response = await call("/api/blog/search");
    expect(response.status).toBe(400);
  });
});

describe("GET /api/categories", () => {
  it("lists every category with id, slug, name and color", async () => {
    const response = await siteApi(new Request("http://localhost/api/categories"), {} as never);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicCategory[];
    expect(body.map((category) => category.id).sort()).toEqual(Object.values(categoryIds).sort());
    for (const category of body) expect(Object.keys(category).sort()).toEqual(["color", "id", "name", "slug"]);
  });
});

describe("write side (createPost, updatePost, deletePost)", () => {
  const hostile =
    '<h1>Heading</h1><p onclick="steal()">Text <a href="javascript:alert(1)">link</a></p>' +
    '<script>alert(document.cookie)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';

  it("strips script, handlers and javascript: URLs from a hostile body, in storage and in the API", async () => {
    const post = await createPost(
      testDb(),
      { ...baseInput, title: "Hostile", slug: "hostile-body", status: "published", content: hostile },
      authorId,
    );
    for (const content of [
      post.content,
      (await getJson<PublicPost>("/api/blog/posts/hostile-body", { slug: "hostile-body" })).body.content,
    ]) {
      expect(content).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
      expect(content).toContain("<h2>Heading</h2>");
      expect(content).toContain("Text");
    }
  });

  it("sets publishedAt on first publish and keeps it through later edits; updatedAt moves", async () => {
    const input = { ...baseInput, title: "Life cycle", slug: "life-cycle", content: "<p>Ten characters at least.</p>" };
    const draft = await createPost(testDb(), { ...input, status: "draft" }, authorId);
    expect(draft.publishedAt).toBeNull();

    const published = await updatePost(testDb(), draft.id, { ...input, status: "published" });
    expect(published.publishedAt).toBeInstanceOf(Date);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = await updatePost(testDb(), draft.id, {
      ...input,
      title: "Life cycle, revised",
      status: "published",
    });
    expect(edited.publishedAt?.getTime()).toBe(published.publishedAt?.getTime());
    expect(edited.updatedAt.getTime()).toBeGreaterThan(published.updatedAt.getTime());

    const unpublished = await updatePost(testDb(), draft.id, { ...input, status: "draft" });
    expect((await call("/api/blog/posts/life-cycle", { slug: "life-cycle" })).status).toBe(404);
    const republished = await updatePost(testDb(), draft.id, { ...input, status: "published" });
    expect(republished.publishedAt?.getTime()).toBe(published.publishedAt?.getTime());
    expect(unpublished.status).toBe("draft");
  });

  it("reports a duplicate slug as a field error on slug", async () => {
    const input = {
      ...baseInput,
      title: "Twin",
      slug: "twin-post",
      status: "draft" as const,
      content: "<p>Ten characters at least.</p>",
    };
    const first = await createPost(testDb(), input, authorId);
    const other = await createPost(testDb(), { ...input, slug: "twin-post-2" }, authorId);
    for (const attempt of [() => createPost(testDb(), input, authorId), () => updatePost(testDb(), other.id, input)]) {
      const error = await attempt().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(SlugTaken);
      const answer = toErrorResponse(error);
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { fields: unknown }).fields).toEqual({ slug: blogFormMessages.slugTaken });
    }
    expect(first.id).not.toBe(other.id);
  });

  it("reports an unknown category as a field error on categoryId", async () => {
    const error = await createPost(
      testDb(),
      {
        ...baseInput,
        title: "Lost",
        slug: "lost-category",
        status: "draft",
        content: "<p>Ten characters at least.</p>",
        categoryId: 999_999,
      },
      authorId,
    ).catch((caught: unknown) => caught);
    const answer = toErrorResponse(error);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: unknown }).fields).toHaveProperty("categoryId");
  });

  it("answers an update or delete of a missing post with 404", async () => {
    const input = {
      ...baseInput,
      title: "Ghost",
      slug: "ghost",
      status: "draft" as const,
      content: "<p>Ten characters at least.</p>",
    };
    const statusOf = (attempt: Promise<unknown>) =>
      attempt.then(
        () => undefined,
        (error: unknown) => toErrorResponse(error).status,
      );
    await expect(updatePost(testDb(), 987_654, input)).rejects.toBeInstanceOf(PostNotFound);
    expect(await statusOf(updatePost(testDb(), 987_654, input))).toBe(404);
    expect(await statusOf(deletePost(testDb(), 987_654))).toBe(404);
  });

  it("removes a deleted post from the API", async () => {
    const post = await createPost(
      testDb(),
      {
        ...baseInput,
        title: "Short lived",
        slug: "short-lived",
        status: "published",
        content: "<p>Ten characters at least.</p>",
      },
      authorId,
    );
    expect((await call("/api/blog/posts/short-lived", { slug: "short-lived" })).status).toBe(200);
    await deletePost(testDb(), post.id);
    expect((await call("/api/blog/posts/short-lived", { slug: "short-lived" })).status).toBe(404);
  });
});

describe("build data", () => {
  it("lists every published post with its sanitised body, in the API's order", async () => {
    const { body } = await getJson<PublicPostSummary[]>("/api/blog/posts");
    const full = await listPublicPostsWithContent(testDb());
    expect(full.map((post) => post.slug)).toEqual(body.map((post) => post.slug));
    for (const post of full) expect(post.content).not.toMatch(/<script|javascript:/i);
  });
});

describe("related posts", () => {
  it("returns up to 3 published posts of the same category, never the post itself or a draft", async () => {
    const { body } = await getJson<PublicPostSummary[]>("/api/blog/posts");
    for (const post of body) {
      const related = selectRelatedPosts(post, body);
      expect(related.length).toBeLessThanOrEqual(3);
      const sameCategory = body.filter(
        (other) => post.categoryId !== null && other.categoryId === post.categoryId && other.id !== post.id,
      );
      expect(related.length).toBe(Math.min(3, sameCategory.length));
      for (const other of related) {
        expect(other.id).not.toBe(post.id);
        expect(other.categoryId).toBe(post.categoryId);
        expect(body.some((published) => published.id === other.id)).toBe(true);
      }
    }
  });
});

describe("a post scheduled ahead", () => {
  it("stays out of the public list, single-post read, search and build until its publishedAt", async () => {
    const post = await createPost(
      testDb(),
      {
        ...baseInput,
        title: "Copper snow guards scheduled",
        slug: "scheduled-snow-guards",
        status: "published",
        content: "<p>Copper snow guards, scheduled for next week.</p>",
      },
      authorId,
    );
    await testDb()
      .updateTable("blogPosts")
      .set({ publishedAt: new Date(Date.now() + 7 * 86_400_000) })
      .where("id", "=", post.id)
      .execute();
    const { body: list } = await getJson<PublicPostSummary[]>("/api/blog/posts");
    expect(list.map((summary) => summary.slug)).not.toContain(post.slug);
    expect((await call(`/api/blog/posts/${post.slug}`, { slug: post.slug })).status).toBe(404);
    const { body: found } = await search("scheduled");
    expect(found.map((summary) => summary.slug)).not.toContain(post.slug);
    expect((await listPublicPostsWithContent(testDb())).map((built) => built.slug)).not.toContain(post.slug);

    await testDb().updateTable("blogPosts").set({ publishedAt: new Date() }).where("id", "=", post.id).execute();
    expect((await call(`/api/blog/posts/${post.slug}`, { slug: post.slug })).status).toBe(200);
  });
});
