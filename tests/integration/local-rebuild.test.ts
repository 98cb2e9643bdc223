/**
 * The local launcher's rebuild on publish (scripts/lib/local-rebuild.ts): a pending rebuild in the
 * database is claimed once its quiet period has passed, and under `npm run dev` the pages with
 * getStaticPaths are touched so the dev server lists the new slug; nothing happens while no
 * rebuild is pending.
 */
import { mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalRebuilds } from "../../scripts/lib/local-rebuild";
import { REBUILD_TARGET, requestSiteRebuild } from "../../src/server/rebuild/rebuild.job";
import { testDb } from "../support/db";

let dir: string;
let page: string;
const OLD = new Date("2020-01-01T00:00:00Z");

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "local-rebuild-"));
  page = path.join(dir, "[slug].astro");
  await writeFile(page, "---\n---\n");
  await utimes(page, OLD, OLD);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const modified = async () => (await stat(page)).mtime.getTime();
const pending = () => testDb().selectFrom("rebuildRequests").selectAll().where("target", "=", REBUILD_TARGET).execute();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("local rebuild on publish", () => {
  it("touches the dynamic pages once a published change is due, and not before", async () => {
    const rebuilds = startLocalRebuilds({
      mode: "dev",
      databaseUrl: process.env.DATABASE_URL!,
      env: process.env,
      pollMs: 50,
      quietPeriodMs: 0,
      pages: [page],
    });
    try {
      await sleep(300);
      expect(await modified()).toBe(OLD.getTime());

      await requestSiteRebuild(testDb(), "a post was published");
      const deadline = Date.now() + 10_000;
      while ((await modified()) === OLD.getTime() && Date.now() < deadline) await sleep(50);
      expect(await modified()).toBeGreaterThan(OLD.getTime());
      expect(await pending()).toEqual([]);
    } finally {
      await rebuilds.stop();
    }
  });
});
