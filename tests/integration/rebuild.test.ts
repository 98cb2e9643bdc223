import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import rebuildDebounced from "../../functions/rebuild-debounced.mts";
import { createPost, deletePost, updatePost } from "../../src/server/blog/blog.service";
import { flushPendingRebuild, REBUILD_TARGET, requestSiteRebuild } from "../../src/server/rebuild/rebuild.job";
import { EDITORIAL_AUTHOR } from "../../src/server/seed/seed";
import { freePort } from "../../scripts/lib/ports";
import { closeTestDb, seedTestDatabase, testDb } from "../support/db";
import { startHookStub, type HookStub } from "../support/hook-stub";

let hook: HookStub;
let authorId: string;
const input = {
  title: "Rebuild me",
  slug: "rebuild-me",
  excerpt: null,
  content: "<p>Ten characters at least.</p>",
  metaDescription: null,
  metaKeywords: null,
  featuredImage: null,
  categoryId: null,
};

const pendingRequests = async () =>
  (
    await testDb()
      .selectFrom("rebuildRequests")
      .select("requests")
      .where("target", "=", REBUILD_TARGET)
      .executeTakeFirst()
  )?.requests ?? 0;
const flushNow = () => flushPendingRebuild(testDb(), { quietPeriodMs: 0, hookUrl: hook.url });

beforeAll(async () => {
  await seedTestDatabase();
  authorId = (
    await testDb()
      .selectFrom("users")
      .select("id")
      .where("email", "=", EDITORIAL_AUTHOR.email)
      .executeTakeFirstOrThrow()
  ).id;
  hook = await startHookStub();
});
beforeEach(async () => {
  hook.calls.length = 0;
  hook.status = 200;
  await testDb().deleteFrom("rebuildRequests").where("target", "=", REBUILD_TARGET).execute();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await hook.close();
  await closeTestDb();
});

describe("rebuild on publish", () => {
  it("fires one build for ten quick edits, only after the edits have gone quiet", async () => {
    const post = await createPost(testDb(), { ...input, status: "published" }, authorId);
    for (let i = 0; i < 9; i++)
      await updatePost(testDb(), post.id, { ...input, title: `Edit ${i}`, status: "published" });
    expect(await pendingRequests()).toBe(10);

    const early = await flushPendingRebuild(testDb(), { quietPeriodMs: 60_000, hookUrl: hook.url });
    expect(early).toEqual({ status: "waiting", requests: 10 });
    expect(hook.calls).toHaveLength(0);

    expect(await flushNow()).toMatchObject({ status: "fired", requests: 10, hookStatus: 200 });
    expect(await flushNow()).toEqual({ status: "none-pending" });
    expect(hook.calls).toEqual([expect.objectContaining({ method: "POST" })]);
  });

  it("fires for publish, unpublish and delete of a published post, not for edits of a draft", async () => {
    const draft = await createPost(testDb(), { ...input, slug: "quiet-draft", status: "draft" }, authorId);
    await updatePost(testDb(), draft.id, { ...input, slug: "quiet-draft", title: "Still a draft", status: "draft" });
    expect(await pendingRequests()).toBe(0);

    await updatePost(testDb(), draft.id, { ...input, slug: "quiet-draft", status: "published" });
    expect(await pendingRequests()).toBe(1);
    await updatePost(testDb(), draft.id, { ...input, slug: "quiet-draft", status: "draft" });
    expect(await pendingRequests()).toBe(2);
    await deletePost(testDb(), draft.id);
    expect(await pendingRequests()).toBe(2);

    const published = await createPost(testDb(), { ...input, slug: "going-away", status: "published" }, authorId);
    await deletePost(testDb(), published.id);
    expect(await pendingRequests()).toBe(4);
  });

  it("logs instead of calling anything when BUILD_HOOK_URL is unset", async () => {
    await requestSiteRebuild(testDb(), "test");
    expect(await flushPendingRebuild(testDb(), { quietPeriodMs: 0, hookUrl: undefined })).toEqual({
      status: "logged",
      requests: 1,
    });
    expect(console.info).toHaveBeenCalledWith(expect.stringMatching(/BUILD_HOOK_URL is not set/));
    expect(hook.calls).toHaveLength(0);
  });

  it("reads BUILD_HOOK_URL from the environment", async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    try {
      await requestSiteRebuild(testDb(), "test");
      expect(await flushPendingRebuild(testDb(), { quietPeriodMs: 0 })).toMatchObject({ status: "fired" });
      expect(hook.calls).toHaveLength(1);
    } finally {
      delete process.env.BUILD_HOOK_URL;
    }
  });

  it("keeps a rebuild pending when the hook fails with 5xx, and fires it on the next run", async () => {
    await requestSiteRebuild(testDb(), "test");
    hook.status = 503;
    expect(await flushNow()).toMatchObject({ status: "failed", retry: true, requests: 1 });
    expect(await pendingRequests()).toBe(1);
    hook.status = 200;
    expect(await flushNow()).toMatchObject({ status: "fired", requests: 1 });
    expect(hook.calls).toHaveLength(2);
  });

  it("drops the rebuild when the hook answers 4xx (a wrong hook does not retry forever)", async () => {
    await requestSiteRebuild(testDb(), "test");
    hook.status = 404;
    expect(await flushNow()).toMatchObject({ status: "failed", retry: false });
    expect(await pendingRequests()).toBe(0);
  });

  it("never throws when the hook cannot be reached, and never fails the admin's save", async () => {
    const deadUrl = `http://127.0.0.1:${await freePort()}/hook`;
    process.env.BUILD_HOOK_URL = deadUrl;
    try {
      const post = await createPost(testDb(), { ...input, slug: "unreachable-hook", status: "published" }, authorId);
      expect(post.id).toBeGreaterThan(0);
      const outcome = await flushPendingRebuild(testDb(), { quietPeriodMs: 0 });
      expect(outcome).toMatchObject({ status: "failed", retry: true });
      expect(console.error).toHaveBeenCalled();
    } finally {
      delete process.env.BUILD_HOOK_URL;
    }
  });

  it("the scheduled function fires a rebuild once the quiet period has passed, and only then", async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    try {
      await requestSiteRebuild(testDb(), "test");
      expect((await rebuildDebounced()).status).toBe(204);
      expect(hook.calls).toHaveLength(0);
      await testDb()
        .updateTable("rebuildRequests")
        .set({ lastRequestedAt: new Date(Date.now() - 10 * 60_000) })
        .where("target", "=", REBUILD_TARGET)
        .execute();
      expect((await rebuildDebounced()).status).toBe(204);
      expect(hook.calls).toHaveLength(1);
    } finally {
      delete process.env.BUILD_HOOK_URL;
    }
  });

  it("never throws when the database refuses the request", async () => {
    const { createDb } = await import("../../src/server/db/client");
    const dead = createDb(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/none`, "pg");
    try {
      await expect(requestSiteRebuild(dead, "test")).resolves.toBeUndefined();
      await expect(flushPendingRebuild(dead, { quietPeriodMs: 0, hookUrl: hook.url })).resolves.toMatchObject({
        status: "failed",
      });
    } finally {
      await dead.destroy();
    }
  });
});
