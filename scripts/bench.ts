/**
 * `npm run bench`: prints figures, asserts nothing. Everything runs on this machine against
 * throw-away embedded databases and 127.0.0.1/localhost only; every loop is bounded.
 *
 *   1. page weight: bytes of HTML, CSS and JS per public page of the production build (raw, gzip);
 *   2. HTTP: requests/s and p50/p99 latency of POST /api/contact and GET /api/blog/search/{term}
 *      (and GET /api/health as a baseline) under 1, 10 and 50 concurrent clients (autocannon;
 *      LEAD_RATE_LIMIT raised for the run);
 *   3. the customer's proposal page (GET /proposal/{token}) under 50 concurrent readers, each from
 *      its own address (the per-network limit unchanged): req/s and p50/p95/p99;
 *      then warm calls of /proposal/{token} and /book/{token} one at a time against /api/health, on
 *      node:http and (`preview`) on netlify serve as `npm run preview` serves them, with their ratios;
 *   4. full-text search time at 1,000 and 10,000 posts;
 *   5. `astro build` time at 10, 100 and 1,000 posts;
 *   6. the numbers page's API (GET /api/admin/reports) on 50,000 leads over five years, per period;
 *   7. alerts: time from a lead stored to its push request at a local push service, p50/p95/p99;
 *   8. the local start (issue 30): `npm run dev` in a fresh clone, seconds to the first answer and to
 *      a signed-in console page drawn, the stack's peak memory, a console read and an empty function's
 *      call, the quote page drawn; then every function's production cold start (import time);
 *      `cold-start` alone measures those of a fresh clone.
 *
 *   npm run bench -- --only bytes,http    run some sections (bytes, http, proposal, preview, fts, build, reports, push,
 *                                         dev-start, cold-start)
 *   npm run bench -- --duration 5         seconds per HTTP measurement (default 10)
 *   npm run bench -- --json bench.json    also write the figures as JSON
 *   npm run bench -- --only dev-start --ref 645b803   another commit's local start (default HEAD)
 */
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { closeDatabases } from "../src/server/db/client";
import { resetEnvForTests } from "../src/server/env";
import { contactServiceTypes } from "../src/shared/options";
import { coldStartsOf } from "./lib/bench-cold-start";
import { buildBenchmarks, ftsBenchmarks } from "./lib/bench-database";
import { devStartBenchmarks } from "./lib/bench-dev-start";
import { table } from "./lib/bench-format";
import { pageWeights } from "./lib/bench-pages";
import { previewBenchmarks } from "./lib/bench-preview";
import { proposalBenchmarks } from "./lib/bench-proposal";
import { pushBenchmarks } from "./lib/bench-push";
import { reportsBenchmarks } from "./lib/bench-reports";
import { loadFunctionModules, resolveFunction, serveFunctions } from "./lib/function-routes";
import { withProductionStack, type ProductionStack } from "./lib/production-stack";

const SECTIONS = [
  "bytes",
  "http",
  "proposal",
  "preview",
  "fts",
  "build",
  "reports",
  "push",
  "dev-start",
  "cold-start",
] as const;
type Section = (typeof SECTIONS)[number];

const CONCURRENCY = [1, 10, 50] as const;
const SEARCH_TERM = "slate";
const MISSING = "n/a (endpoint missing)";

const report: Record<string, unknown> = { date: new Date().toISOString() };

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
  // The configuration is read once per process, and starting the stack read it before these were set.
  resetEnvForTests();
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

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      duration: { type: "string", default: "10" },
      json: { type: "string" },
      ref: { type: "string", default: "HEAD" },
    },
  });
  const only = new Set((values.only?.split(",") ?? SECTIONS).map((entry) => entry.trim()) as Section[]);
  const duration = Math.min(60, Math.max(1, Number(values.duration) || 10));
  console.log(`Benchmarks ${report.date as string} on ${os.cpus().length} CPU(s), Node ${process.version}`);

  if (only.has("bytes") || only.has("http")) {
    await withProductionStack({ label: "bench", env: { LEAD_RATE_LIMIT: "1000000" } }, async (stack) => {
      if (only.has("bytes")) await pageWeights("dist", report);
      if (only.has("http")) await httpBenchmarks(stack, duration);
    });
  }
  if (only.has("proposal")) await proposalBenchmarks(report, duration);
  if (only.has("preview")) await previewBenchmarks(report);
  if (only.has("fts")) await ftsBenchmarks(report);
  if (only.has("build")) await buildBenchmarks(report);
  if (only.has("reports")) await reportsBenchmarks(report);
  if (only.has("push")) await pushBenchmarks(report);
  if (only.has("dev-start")) await devStartBenchmarks(report, values.ref);
  else if (only.has("cold-start")) await coldStartsOf(values.ref, report);
  if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
