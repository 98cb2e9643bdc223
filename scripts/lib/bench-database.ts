/** `npm run bench` sections 3 and 4: full-text search time and `astro build` time as the posts table grows. */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildPrefixTsQuery, searchPublicPosts } from "../../src/server/blog/blog.service";
import { createDb } from "../../src/server/db/client";
import { migrateToLatest } from "../../src/server/db/migrate";
import type { Db } from "../../src/server/db/schema";
import { EDITORIAL_AUTHOR, seedDatabase } from "../../src/server/seed/seed";
import { median, ms, percentile, table } from "./bench-format";
import { builtPages } from "./built-pages";
import { startThrowAwayDatabase } from "./production-stack";
import { insertSyntheticPosts } from "./synthetic-posts";

const FTS_SIZES = [1_000, 10_000] as const;
/** A word most posts contain, a two-word phrase, and a prefix of a rarer word (as typed). */
const FTS_TERMS = ["slate", "copper flashing", "chimn"] as const;
const FTS_ITERATIONS = 30;
const BUILD_SIZES = [10, 100, 1_000] as const;
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** The API's own search (prefix tsquery over search_vector, ranked), called as the function does. */
const search = (db: Db, term: string) => searchPublicPosts(db, term);
const via = "src/server/blog/blog.service.ts searchPublicPosts()";

async function seededAuthorAndCategories(db: Db) {
  await migrateToLatest(db);
  await seedDatabase(db, { withDevAdmin: false });
  const author = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", EDITORIAL_AUTHOR.email)
    .executeTakeFirstOrThrow();
  const categoryIds = (await db.selectFrom("categories").select("id").execute()).map((row) => row.id);
  return { authorId: author.id, categoryIds };
}

/** Empties the posts table, then grows it to each size in turn, yielding after each step. */
async function* growingPostTable(db: Db, sizes: readonly number[]): AsyncGenerator<number> {
  const { authorId, categoryIds } = await seededAuthorAndCategories(db);
  await db.deleteFrom("blogPosts").execute();
  let inserted = 0;
  for (const size of sizes) {
    inserted += await insertSyntheticPosts(db, { count: size - inserted, startIndex: inserted, authorId, categoryIds });
    yield size;
  }
}

export async function ftsBenchmarks(report: Record<string, unknown>) {
  const server = await startThrowAwayDatabase("bench-fts");
  const db = createDb(server.url, "pg");
  try {
    const rows: string[][] = [];
    const results: Record<string, unknown>[] = [];
    for await (const size of growingPostTable(db, FTS_SIZES)) {
      await sql`analyze blog_posts`.execute(db);
      for (const term of FTS_TERMS) {
        for (let warm = 0; warm < 3; warm++) await search(db, term);
        const times: number[] = [];
        let found = 0;
        for (let run = 0; run < FTS_ITERATIONS; run++) {
          const started = performance.now();
          found = (await search(db, term)).length;
          times.push(performance.now() - started);
        }
        const matches = await sql<{ count: string }>`
          select count(*)::text as count from blog_posts
          where search_vector @@ to_tsquery('english', ${buildPrefixTsQuery(term)})`.execute(db);
        rows.push([
          String(size),
          term,
          matches.rows[0]!.count,
          String(found),
          ms(median(times)),
          ms(percentile(times, 95)),
        ]);
        results.push({
          posts: size,
          term,
          matching: Number(matches.rows[0]!.count),
          median: median(times),
          p95: percentile(times, 95),
        });
      }
    }
    report.fts = { via, results };
    console.log(
      `\nFull-text search (${FTS_ITERATIONS} runs per row, the API's ranked search, at most 50 results) via ${via}\n`,
    );
    console.log(table(["Posts", "Term", "Matching", "Returned", "median ms", "p95 ms"], rows));
  } finally {
    await db.destroy();
    await server.stop();
  }
}

function timedBuild(outDir: string, databaseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.resolve("node_modules/.bin/astro"), ["build", "--outDir", outDir], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: "http://localhost:8888" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), BUILD_TIMEOUT_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`astro build exited with ${code}:\n${output}`));
    });
  });
}

export async function buildBenchmarks(report: Record<string, unknown>) {
  const server = await startThrowAwayDatabase("bench-build");
  const db = createDb(server.url, "pg");
  const outRoot = await mkdtemp(path.join(os.tmpdir(), "slate-bench-build-"));
  try {
    const rows: string[][] = [];
    const results: Record<string, unknown>[] = [];
    for await (const size of growingPostTable(db, BUILD_SIZES)) {
      if (size === BUILD_SIZES[0]) {
        // An untimed first build fills Vite's dependency cache, so the first row is not a cold start.
        await timedBuild(path.join(outRoot, "warm-up"), server.url);
        await rm(path.join(outRoot, "warm-up"), { recursive: true, force: true });
      }
      const outDir = path.join(outRoot, `posts-${size}`);
      const elapsed = await timedBuild(outDir, server.url);
      const pages = (await builtPages(outDir)).length;
      rows.push([String(size), String(pages), (elapsed / 1000).toFixed(1)]);
      results.push({ posts: size, pages, seconds: elapsed / 1000 });
      await rm(outDir, { recursive: true, force: true });
    }
    report.build = results;
    console.log("\nastro build time by number of published posts (plus the 9 published seed projects)\n");
    console.log(table(["Posts", "HTML pages", "Build s"], rows));
  } finally {
    await db.destroy();
    await server.stop();
    await rm(outRoot, { recursive: true, force: true });
  }
}
