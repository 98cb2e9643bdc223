/**
 * Blog search benchmark: `npx tsx scripts/bench-search.ts`. Starts a throw-away embedded
 * Postgres, fills blog_posts with 1,000 and then 10,000 published posts (bodies made from the
 * seed articles, paragraphs shuffled, so the vocabulary is realistic), and times the search the
 * API runs for common, medium, rare, prefix and multi-word terms: the server-side execution time
 * from EXPLAIN ANALYZE and the wall time of the query as the function sees it. Prints p50/p95.
 * The budget: under 20 ms at the server for a 10,000-post table. Not part of npm test.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CamelCasePlugin, Kysely, PostgresDialect, type LogEvent } from "kysely";
import pg from "pg";
import { searchPublicPosts } from "../src/server/blog/blog.service";
import { migrateToLatest } from "../src/server/db/migrate";
import type { Database, Db } from "../src/server/db/schema";
import { loadSeedContent } from "../src/server/seed/content-files";
import { freePort } from "./lib/ports";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";

const SIZES = [1_000, 10_000];
const RUNS = 25;
const TERMS = ["slate", "mainten", "copper flashing", "nor'easter", "buckingham quarry", "zirconite"];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Deterministic pseudo-random numbers, so runs are comparable. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function fill(db: Db, from: number, to: number, authorId: string, categoryIds: number[]) {
  const seed = await loadSeedContent();
  const random = mulberry32(from + 1);
  const bodies = seed.posts.map((post) => post.content.split(/\n+/).filter(Boolean));
  const batch = [];
  for (let i = from; i < to; i++) {
    const source = seed.posts[i % seed.posts.length]!;
    batch.push({
      title: `${source.title} (${i})`,
      slug: `${source.slug}-${i}`,
      excerpt: source.excerpt,
      content: shuffle(bodies[i % bodies.length]!, random).join("\n"),
      status: "published" as const,
      publishedAt: new Date(Date.UTC(2010, 0, 1) + i * 3_600_000).toISOString(),
      authorId,
      categoryId: categoryIds[i % categoryIds.length]!,
    });
    if (batch.length === 500) await db.insertInto("blogPosts").values(batch.splice(0)).execute();
  }
  if (batch.length) await db.insertInto("blogPosts").values(batch).execute();
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "slate-bench-"));
  // initdb runs as the postgres user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    port: await freePort(),
    database: "bench",
  });
  let lastQuery: LogEvent["query"] | undefined;
  let lastDuration = 0;
  const pool = new pg.Pool({ connectionString: server.url, max: 3 });
  // Connections closed by the server's shutdown at the end are expected.
  pool.on("error", () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    // Keeps the search's SELECT (the transaction's BEGIN, SET LOCAL and COMMIT are logged too).
    log: (event) => {
      if (!/^\s*select/i.test(event.query.sql)) return;
      lastQuery = event.query;
      lastDuration = event.queryDurationMillis;
    },
  });
  const explainClient = await pool.connect();
  try {
    await migrateToLatest(db);
    const seed = await loadSeedContent();
    const author = await db
      .insertInto("users")
      .values({ email: "bench@example.com", firstName: "Bench", lastName: "Author" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("categories").values(seed.categories).execute();
    const categoryIds = (await db.selectFrom("categories").select("id").execute()).map((row) => row.id);

    // EXPLAIN runs the search's SELECT with the setting the repository applies in its transaction.
    await explainClient.query("set enable_seqscan = off");

    let filled = 0;
    for (const size of SIZES) {
      await fill(db, filled, size, author.id, categoryIds);
      filled = size;
      await pool.query("vacuum analyze blog_posts");
      console.log(`\n${size.toLocaleString("en-US")} published posts`);
      console.log("term                  matches  server p50  server p95  wall p50  wall p95   (ms)");
      for (const term of TERMS) {
        const server: number[] = [];
        const wall: number[] = [];
        let matches = 0;
        for (let run = 0; run < RUNS; run++) {
          matches = (await searchPublicPosts(db, term)).length;
          wall.push(lastDuration);
          const query = lastQuery!;
          const plan = await explainClient.query(`explain (analyze, format json) ${query.sql}`, [...query.parameters]);
          server.push(
            (plan.rows[0] as { "QUERY PLAN": [{ "Execution Time": number }] })["QUERY PLAN"][0]["Execution Time"],
          );
        }
        const row = [
          term.padEnd(20),
          String(matches).padStart(8),
          percentile(server, 50).toFixed(2).padStart(11),
          percentile(server, 95).toFixed(2).padStart(11),
          percentile(wall, 50).toFixed(2).padStart(9),
          percentile(wall, 95).toFixed(2).padStart(9),
        ];
        console.log(row.join(" "));
      }
    }
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ");
    console.log(`\n(${RUNS} runs per term; 'matches' is capped at the API's result limit)`);
    console.log(`machine: ${os.cpus().length} CPUs, load average ${load} (timings grow with load)`);
  } finally {
    explainClient.release();
    await db.destroy();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
