import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import * as siteApi from "../../functions/site-api.mts";
import type { SlugRedirectKind } from "../../src/server/db/schema";
import { createProject, updateProject } from "../../src/server/projects/projects-admin.service";
import { netlifyRedirectRules } from "../../src/server/slug-redirects/slug-redirects.service";
import type { AdminBlogPost } from "../../src/shared/schemas/admin";
import type { AdminProject, ProjectInput } from "../../src/shared/schemas/project";
import { seedTestDatabase, testDb } from "../support/db";
import { callFunction, createUser, signInCookie, TEST_ORIGIN } from "../support/functions";

const admin = { email: "slugs@alpine.test", password: "a long admin passphrase", isAdmin: true };
let cookie: string;

const postBody = (slug: string, status = "published") => ({
  title: "Valley Flashing Explained",
  slug,
  content: "<p>Open valleys, closed valleys and why copper wins.</p>",
  status,
});
const projectInput = (slug: string, status: "draft" | "published" = "published"): ProjectInput => ({
  title: "Parish Hall Restoration",
  slug,
  status,
  images: [],
});

async function createPost(slug: string, status = "published") {
  const response = await callFunction(adminApi, "/api/admin/blog/posts", {
    method: "POST",
    body: postBody(slug, status),
    cookie,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminBlogPost;
}
const renamePost = (id: number, slug: string, status = "published") =>
  callFunction(adminApi, `/api/admin/blog/posts/${id}`, { method: "PUT", body: postBody(slug, status), cookie });

const redirects = async (kind: SlugRedirectKind) =>
  Object.fromEntries(
    (await testDb().selectFrom("slugRedirects").select(["fromSlug", "toSlug"]).where("kind", "=", kind).execute()).map(
      (row) => [row.fromSlug, row.toSlug],
    ),
  );

beforeAll(async () => {
  await seedTestDatabase({ withDevAdmin: false });
  await createUser(admin);
  cookie = await signInCookie(admin, "10.2.0.1");
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("renaming a published post", () => {
  it("its old address answers a permanent redirect to the new one, which fetch follows to the post", async () => {
    const post = await createPost("slate-vs-asphalt");
    expect((await renamePost(post.id, "slate-versus-asphalt")).status).toBe(200);

    const moved = await callFunction(siteApi, "/api/blog/posts/slate-vs-asphalt");
    expect(moved.status).toBe(308);
    const location = new URL(
      moved.headers.get("location")!,
      moved.url || `${TEST_ORIGIN}/api/blog/posts/slate-vs-asphalt`,
    );
    expect(location.pathname).toBe("/api/blog/posts/slate-versus-asphalt");
    const followed = await callFunction(siteApi, location.pathname);
    expect(followed.status).toBe(200);
    expect(((await followed.json()) as { slug: string }).slug).toBe("slate-versus-asphalt");
    expect(await netlifyRedirectRules(testDb())).toContain("/blog/slate-vs-asphalt /blog/slate-versus-asphalt 301\n");
  });

  it("A→B then B→C stores A→C and B→C; renaming back to A deletes A's redirect", async () => {
    const post = await createPost("chain-a");
    await renamePost(post.id, "chain-b");
    await renamePost(post.id, "chain-c");
    expect(await redirects("post")).toMatchObject({ "chain-a": "chain-c", "chain-b": "chain-c" });
    await renamePost(post.id, "chain-a");
    const now = await redirects("post");
    expect(now).toMatchObject({ "chain-b": "chain-a", "chain-c": "chain-a" });
    expect(now["chain-a"]).toBeUndefined();
    expect((await callFunction(siteApi, "/api/blog/posts/chain-a")).status).toBe(200);
  });

  it("a draft's rename records nothing; a new post on an old address takes it over", async () => {
    const draft = await createPost("draft-before", "draft");
    await renamePost(draft.id, "draft-after", "draft");
    expect((await redirects("post"))["draft-before"]).toBeUndefined();

    const post = await createPost("taken-over");
    await renamePost(post.id, "moved-on");
    expect((await redirects("post"))["taken-over"]).toBe("moved-on");
    await createPost("taken-over");
    expect((await redirects("post"))["taken-over"]).toBeUndefined();
    expect((await callFunction(siteApi, "/api/blog/posts/taken-over")).status).toBe(200);
  });

  it("a rename refused for a taken slug records no redirect; deleting the post drops its old addresses", async () => {
    await createPost("already-here");
    const post = await createPost("wants-to-move");
    expect((await renamePost(post.id, "already-here")).status).toBe(409);
    expect((await redirects("post"))["wants-to-move"]).toBeUndefined();

    await renamePost(post.id, "moved-away");
    expect((await redirects("post"))["wants-to-move"]).toBe("moved-away");
    await callFunction(adminApi, `/api/admin/blog/posts/${post.id}`, { method: "DELETE", cookie });
    expect((await redirects("post"))["wants-to-move"]).toBeUndefined();
    expect((await callFunction(siteApi, "/api/blog/posts/wants-to-move")).status).toBe(404);
  });
});

describe("renaming a published project", () => {
  it("its old address answers a permanent redirect to the new one", async () => {
    const created = await callFunction(adminApi, "/api/admin/projects", {
      method: "POST",
      body: projectInput("barn-roof"),
      cookie,
    });
    const project = (await created.json()) as AdminProject;
    const renamed = await callFunction(adminApi, `/api/admin/projects/${project.id}`, {
      method: "PUT",
      body: projectInput("bank-barn-roof"),
      cookie,
    });
    expect(renamed.status).toBe(200);
    const moved = await callFunction(siteApi, "/api/projects/barn-roof");
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("bank-barn-roof");
    expect(await netlifyRedirectRules(testDb())).toContain("/portfolio/barn-roof /portfolio/bank-barn-roof 301\n");
    expect((await callFunction(siteApi, "/api/projects/never-existed")).status).toBe(404);
  });
});

describe("no redirect chain or loop can form", () => {
  const alphabet = ["a", "b", "c", "d", "e", "f"].map((letter) => `prop-${letter}`);
  const items = 3;

  it("over random rename sequences, every old address leads in one step to its item's current slug", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: items - 1 }), fc.constantFrom(...alphabet)), { maxLength: 10 }),
        async (renames) => {
          await testDb().deleteFrom("projects").where("slug", "in", alphabet).execute();
          await testDb().deleteFrom("slugRedirects").where("kind", "=", "project").execute();
          const ids: number[] = [];
          const current: string[] = [];
          for (let index = 0; index < items; index++) {
            ids.push((await createProject(testDb(), projectInput(alphabet[index]!))).id);
            current.push(alphabet[index]!);
          }
          /** The item that last left each slug: that old address must lead to it. */
          const lastHolder = new Map<string, number>();
          for (const [item, slug] of renames) {
            if (current.some((taken, other) => taken === slug && other !== item)) continue;
            await updateProject(testDb(), ids[item]!, projectInput(slug));
            if (current[item] !== slug) lastHolder.set(current[item]!, item);
            current[item] = slug;
          }

          const stored = await redirects("project");
          const froms = Object.keys(stored);
          const tos = new Set(Object.values(stored));
          for (const from of froms) {
            expect(tos.has(from), `${from} is both an old and a current address`).toBe(false);
            expect(current, `${from} redirects although an item owns it`).not.toContain(from);
            expect(current, `${from} leads to a slug no item has`).toContain(stored[from]);
          }
          for (const [slug, item] of lastHolder) {
            if (!current.includes(slug)) expect(stored[slug], `old address ${slug}`).toBe(current[item]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
