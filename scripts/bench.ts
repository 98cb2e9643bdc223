/**
 * `npm run bench`: prints figures, asserts nothing. Everything runs on this machine against
 * throw-away embedded databases and 127.0.0.1/localhost only; every loop is bounded.
 *
 *   1. page weight: bytes of HTML, CSS and JS per public page of the production build (raw, gzip);
 *   2. HTTP: requests/s and p50/p99 latency of POST /api/contact and GET /api/blog/search/{term}
 *      (and GET /api/health as a baseline) under 1, 10 and 50 concurrent clients (autocannon;
 *      LEAD_RATE_LIMIT raised for the run);
 *   3. full-text search time at 1,000 and 10,000 posts;
 *   4. `astro build` time at 10, 100 and 1,000 posts.
 *
 *   npm run bench -- --only bytes,http    run some sections (bytes, http, fts, build)
 *   npm run bench -- --duration 5         seconds per HTTP measurement (default 10)
 *   npm run bench -- --json bench.json    also write the figures as JSON
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { sql, type Kysely } from "kysely";
import { closeDatabases, createDb } from "../src/server/db/client";
import { migrateToLatest } from "../src/server/db/migrate";
import type { Database } from "../src/server/db/schema";
import { EDITORIAL_AUTHOR, seedDatabase } from "../src/server/seed/seed";
import { contactServiceTypes } from "../src/shared/options";
import { builtPages } from "./lib/built-pages";
import { inlineScripts, jsBudgetKb } from "./lib/lighthouse-budget";
import { pageScriptFiles } from "./lib/page-scripts";
import { buildPrefixTsQuery, searchPublicPosts } from "../src/server/blog/blog.service";
import { loadFunctionModules, resolveFunction, serveFunctions } from "./lib/function-routes";
import { startThrowAwayDatabase, withProductionStack, type ProductionStack } from "./lib/production-stack";
import { insertSyntheticPosts } from "./lib/synthetic-posts";

const SECTIONS = ["bytes", "http", "fts", "build"] as const;
type Section = (typeof SECTIONS)[number];

const CONCURRENCY = [1, 10, 50] as const;
const SEARCH_TERM = "slate";
const FTS_SIZES = [1_000, 10_000] as const;
/** A word most posts contain, a two-word phrase, and a prefix of a rarer word (as typed). */
const FTS_TERMS = ["slate", "copper flashing", "chimn"] as const;
const FTS_ITERATIONS = 30;
const BUILD_SIZES = [10, 100, 1_000] as const;
const BUILD_TIMEOUT_MS = 15 * 60_000;
const MISSING = "n/a (endpoint missing)";

const report: Record<string, unknown> = { date: new Date().toISOString() };

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

// ---------------------------------------------------------------- 1. page weight

async function pageWeights(distDir: string) {
  const rows: { page: string; html: number[]; css: number[]; js: number[]; jsFiles: number[] }[] = [];
  for (const page of (await builtPages(distDir)).filter((candidate) => candidate.kind === "public")) {
    const html = await readFile(page.file);
    const text = html.toString("utf8");
    const sizes = async (files: string[], inline: string[]) => {
      const buffers = [
        ...(await Promise.all(files.map((file) => readFile(path.join(distDir, file))))),
        ...inline.map((code) => Buffer.from(code)),
      ];
      return [
        buffers.reduce((sum, buffer) => sum + buffer.length, 0),
        buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0),
      ];
    };
    const cssFiles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+\.css)"/g)].map((m) => m[1]!);
    const inlineCss = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    const inlineJs = inlineScripts(text);
    const jsFiles = await pageScriptFiles(text, distDir);
    rows.push({
      page: page.urlPath,
      html: [html.length, gzipSync(html).length],
      css: await sizes(cssFiles, inlineCss),
      js: await sizes(jsFiles, inlineJs),
      jsFiles: await sizes(jsFiles, []),
    });
  }
  report.pageWeight = rows;
  console.log(
    "\nPage weight (KB, raw / gzip) — HTML, CSS and JS each page loads (JS: every file it loads before any interaction, and inline" +
      " scripts); JS files: the script files alone, gzip, as the Lighthouse JS budget counts them\n",
  );
  console.log(
    table(
      ["Page", "HTML", "CSS", "JS", "JS files", "JS budget"],
      rows.map((row) => {
        const budget = jsBudgetKb(row.page);
        return [
          row.page,
          `${kb(row.html[0]!)} / ${kb(row.html[1]!)}`,
          `${kb(row.css[0]!)} / ${kb(row.css[1]!)}`,
          `${kb(row.js[0]!)} / ${kb(row.js[1]!)}`,
          kb(row.jsFiles[1]!),
          `${budget} ${row.jsFiles[1]! <= budget * 1024 ? "ok" : "MISS"}`,
        ];
      }),
    ),
  );
}

// ---------------------------------------------------------------- 2. HTTP

interface HttpTarget {
  name: string;
  urlPath: string;
  method: "GET" | "POST";
  body?: string;
}

const HTTP_TARGETS: HttpTarget[] = [
  {
    name: "POST /api/contact",
    urlPath: "/api/contact",
    method: "POST",
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email: "bench@example.com",
      phone: "973-555-0100",
      serviceType: contactServiceTypes[0],
      message: "Benchmark request from npm run bench: please ignore.",
    }),
  },
  { name: `GET /api/blog/search/${SEARCH_TERM}`, urlPath: `/api/blog/search/${SEARCH_TERM}`, method: "GET" },
  // Baseline: the function runtime plus one database round trip, present on every branch.
  { name: "GET /api/health", urlPath: "/api/health", method: "GET" },
];

function requestOptions(target: HttpTarget, origin: string) {
  const headers: Record<string, string> = target.body ? { "content-type": "application/json", origin } : { origin };
  return {
    method: target.method,
    headers,
    body: target.body,
  };
}

async function probe(target: HttpTarget, origin: string): Promise<string | undefined> {
  const response = await fetch(`${origin}${target.urlPath}`, {
    ...requestOptions(target, origin),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return response.status < 400 ? undefined : `n/a (answered ${response.status}: ${text.slice(0, 100)})`;
}

async function measure(
  target: HttpTarget,
  origin: string,
  options: { connections: number; duration?: number; amount?: number },
) {
  const result = await autocannon({
    url: `${origin}${target.urlPath}`,
    ...requestOptions(target, origin),
    connections: options.connections,
    // autocannon rejects an explicit `undefined`: pass exactly one of the two bounds.
    ...(options.amount === undefined ? { duration: options.duration } : { amount: options.amount }),
    timeout: 20,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Functions served directly (node:http → the handler, same database, same env), 1/10/50 clients;
 * then one row per endpoint through netlify serve for comparison, whose local function emulator
 * handles one call at a time at 1–2 s each (so only a few sequential requests there).
 */
async function httpBenchmarks(stack: ProductionStack, durationSeconds: number) {
  process.env.DATABASE_URL = stack.databaseUrl;
  process.env.LEAD_RATE_LIMIT = "1000000";
  const modules = await loadFunctionModules("functions");
  const direct = await serveFunctions(modules);
  process.env.SITE_URL = direct.url; // the origin the forms' same-origin check expects
  const rows: string[][] = [];
  const results: Record<string, unknown>[] = [];
  const note = (target: HttpTarget, server: string, clients: string, text: string) => {
    rows.push([target.name, server, clients, text, "", "", ""]);
    results.push({ endpoint: target.name, server, note: text });
  };
  try {
    for (const target of HTTP_TARGETS) {
      if (!resolveFunction(modules, target.urlPath)) {
        note(target, "direct", CONCURRENCY.join("/"), MISSING);
        continue;
      }
      const problem = await probe(target, direct.url);
      if (problem) {
        note(target, "direct", CONCURRENCY.join("/"), problem);
        continue;
      }
      for (let warm = 0; warm < 20; warm++) await probe(target, direct.url);
      for (const connections of CONCURRENCY) {
        const figures = await measure(target, direct.url, { connections, duration: durationSeconds });
        rows.push([
          target.name,
          "direct",
          String(connections),
          figures.requestsPerSecond.toFixed(1),
          String(figures.p50),
          String(figures.p99),
          `${figures.total} / ${figures.failed}`,
        ]);
        results.push({ endpoint: target.name, server: "direct", connections, ...figures });
      }
      const viaNetlify = new URL(stack.baseUrl).origin;
      process.env.SITE_URL = viaNetlify;
      const emulated = await measure(target, viaNetlify, { connections: 1, amount: 5 });
      process.env.SITE_URL = direct.url;
      rows.push([
        target.name,
        "netlify serve",
        "1",
        emulated.requestsPerSecond.toFixed(1),
        String(emulated.p50),
        String(emulated.p99),
        `${emulated.total} / ${emulated.failed}`,
      ]);
      results.push({ endpoint: target.name, server: "netlify serve", connections: 1, ...emulated });
    }
  } finally {
    await direct.close();
    await closeDatabases();
  }
  report.http = results;
  console.log(
    `\nHTTP (autocannon; direct: ${durationSeconds} s per row against the function handlers on node:http;` +
      " netlify serve: one client, at most 5 requests, through its local function emulator)\n",
  );
  console.log(table(["Endpoint", "Server", "Clients", "req/s", "p50 ms", "p99 ms", "requests / failed"], rows));
}

// ---------------------------------------------------------------- 3. full-text search

/** The API's own search (prefix tsquery over search_vector, ranked), called as the function does. */
const search = (db: Kysely<Database>, term: string) => searchPublicPosts(db, term);
const via = "src/server/blog/blog.service.ts searchPublicPosts()";

async function seededAuthorAndCategories(db: Kysely<Database>) {
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
async function* growingPostTable(db: Kysely<Database>, sizes: readonly number[]): AsyncGenerator<number> {
  const { authorId, categoryIds } = await seededAuthorAndCategories(db);
  await db.deleteFrom("blogPosts").execute();
  let inserted = 0;
  for (const size of sizes) {
    inserted += await insertSyntheticPosts(db, { count: size - inserted, startIndex: inserted, authorId, categoryIds });
    yield size;
  }
}

async function ftsBenchmarks() {
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

// ---------------------------------------------------------------- 4. build time

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

async function buildBenchmarks() {
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

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: "string" }, duration: { type: "string", default: "10" }, json: { type: "string" } },
  });
  const only = new Set((values.only?.split(",") ?? SECTIONS).map((entry) => entry.trim()) as Section[]);
  const duration = Math.min(60, Math.max(1, Number(values.duration) || 10));
  console.log(`Benchmarks ${report.date as string} on ${os.cpus().length} CPU(s), Node ${process.version}`);

  if (only.has("bytes") || only.has("http")) {
    await withProductionStack({ label: "bench", env: { LEAD_RATE_LIMIT: "1000000" } }, async (stack) => {
      if (only.has("bytes")) await pageWeights("dist");
      if (only.has("http")) await httpBenchmarks(stack, duration);
    });
  }
  if (only.has("fts")) await ftsBenchmarks();
  if (only.has("build")) await buildBenchmarks();
  if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
