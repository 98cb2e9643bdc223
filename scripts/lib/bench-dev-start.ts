/**
 * `npm run bench` section "dev-start" (issue 30): the local start and function calls as a new
 * developer meets them. A fresh clone of HEAD (node_modules hard-linked: `npm install` done), a
 * throw-away empty function added to the clone only (the floor of a call), then `npm run dev` on
 * free ports, timed from the spawn: the first answer from /api/health, and a signed-in console
 * page fully drawn (the dev admin the launcher prints signs in through the API, then Chromium opens
 * a quote's page: its heading shown and all its calls answered). Then the quote page drawn again
 * (warm), GET /api/admin/quotes and the empty function 20 times each, the whole stack's peak memory
 * (RSS summed over the launcher's process tree, from /proc), and the production cold starts
 * (bench-cold-start.ts) of the clone's functions.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { drawPage, timeCalls } from "./console-timing";
import { createDb } from "../../src/server/db/client";
import { DEV_ADMIN } from "../../src/server/seed/seed";
import { adminStrings } from "../../src/shared/strings/admin";
import { median, table } from "./bench-format";
import { CHROMIUM_LAUNCH_FLAGS, chromiumPath } from "./chromium";
import { coldStartBenchmarks } from "./bench-cold-start";
import { cloneCheckout, sampleMemory, type MemoryPeak } from "./dev-clone";
import { freeLauncherPort, stopLauncher, waitForAnswer, watchOutput } from "./dev-launch";
import { freePort } from "./ports";
import { SAMPLE_QUOTE } from "./sample-quote";

const EMPTY_FUNCTION = "bench-empty";
const EMPTY_SOURCE = `// Added by npm run bench to its throw-away clone only: the floor of a function call.
export default () => new Response("ok");
export const config = { path: "/api/${EMPTY_FUNCTION}" };
`;
const CALLS = 20;
const WARM_DRAWS = 5;
const START_TIMEOUT_MS = 20 * 60_000;
const DRAW_TIMEOUT_MS = 5 * 60_000;
const TARGETS = { startSeconds: 60, peakBytes: 2 * 1024 ** 3, readMedianMs: 300, drawMs: 2000 };

const seconds = (from: number) => (performance.now() - from) / 1000;
const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(2);

export async function devStartBenchmarks(report: Record<string, unknown>, ref = "HEAD"): Promise<void> {
  const clone = await cloneCheckout("dev-start", ref);
  const dataDir = path.join(clone.repo, ".data");
  let browser: Browser | undefined;
  let launcher: ChildProcess | undefined;
  let postmaster: number | undefined;
  const roots = () => [launcher?.pid, postmaster].filter((pid): pid is number => pid !== undefined);
  try {
    await writeFile(path.join(clone.repo, "functions", `${EMPTY_FUNCTION}.mts`), EMPTY_SOURCE);
    browser = await chromium.launch({ executablePath: await chromiumPath(), args: [...CHROMIUM_LAUNCH_FLAGS] });
    const port = await freeLauncherPort();
    const origin = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
    for (const name of ["DATABASE_URL", "LOCAL_DATA_DIR", "FUNCTIONS_PORT", "SITE_URL", "NODE_OPTIONS"])
      delete env[name];
    console.log(`\n[dev-start] npm run dev in a fresh clone of ${clone.commit.slice(0, 10)} on ${origin} …`);

    const loadBefore = os.loadavg();
    const started = performance.now();
    launcher = spawn("npm", ["run", "dev"], {
      cwd: clone.repo,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = watchOutput(launcher, path.join(clone.repo, "..", "dev.log"));
    const memory = sampleMemory(roots);
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const findPostmaster = setInterval(() => {
      void readFile(pidFile, "utf8").then(
        (text) => (postmaster = Number(text.split("\n")[0]) || postmaster),
        () => undefined,
      );
    }, 1000);
    let peak: MemoryPeak;
    const figures: Record<string, unknown> = {};
    try {
      await waitForAnswer(`${origin}/api/health`, output.exited, START_TIMEOUT_MS);
      const healthSeconds = seconds(started);
      console.log(`[dev-start] /api/health answered after ${healthSeconds.toFixed(1)} s`);
      const databaseUrl = (await output.match(/\[db\] embedded Postgres on (\S+)/))[1]!;
      const signIn = await output.match(/admin sign-in: \S+\s+(\S+) \/ (\S+)/);
      const credentials = { email: signIn[1] ?? DEV_ADMIN.email, password: signIn[2] ?? DEV_ADMIN.password };
      const db = createDb(databaseUrl, "pg");
      const quote = await db.insertInto("quotes").values(SAMPLE_QUOTE).returning("id").executeTakeFirstOrThrow();
      await db.destroy();

      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
      const signedIn = await context.request.post("/api/login", { data: credentials, headers: { origin } });
      if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}: ${await signedIn.text()}`);
      const quoteUrl = `/admin/quotes/${quote.id}`;
      const heading = adminStrings.quotes.details.title(`${SAMPLE_QUOTE.firstName} ${SAMPLE_QUOTE.lastName}`);
      const first = await drawPage(await context.newPage(), quoteUrl, heading, DRAW_TIMEOUT_MS);
      const consoleSeconds = seconds(started);
      console.log(`[dev-start] signed-in console page drawn after ${consoleSeconds.toFixed(1)} s`);
      const warm: number[] = [];
      let warmCalls = 0;
      for (let draw = 0; draw < WARM_DRAWS; draw++) {
        const page = await context.newPage();
        const drawn = await drawPage(page, quoteUrl, heading, DRAW_TIMEOUT_MS);
        warm.push(drawn.ms);
        warmCalls = drawn.calls;
        await page.close();
      }
      const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
      const quotes = await timeCalls(`${origin}/api/admin/quotes`, cookie, CALLS);
      const empty = await timeCalls(`${origin}/api/${EMPTY_FUNCTION}`, cookie, CALLS);
      await context.close();
      Object.assign(figures, {
        healthSeconds,
        consoleSeconds,
        firstDraw: { ms: first.ms, calls: first.calls, failed: first.failed },
        quotePage: { medianMs: median(warm), minMs: Math.min(...warm), maxMs: Math.max(...warm), calls: warmCalls },
        adminQuotes: quotes,
        emptyFunction: empty,
      });
    } finally {
      await stopLauncher(launcher, roots);
      clearInterval(findPostmaster);
      peak = await memory.stop();
      output.close();
    }
    const load = { before: loadBefore, after: os.loadavg() };
    report.devStart = { commit: clone.commit, nodeModules: clone.nodeModules, loadAverage: load, peak, ...figures };
    printDevStart(report.devStart as DevStartFigures);
    await coldStartBenchmarks(clone.repo, report);
  } finally {
    if (launcher && launcher.exitCode === null) await stopLauncher(launcher, roots);
    await browser?.close();
    await clone.remove();
  }
}

interface DevStartFigures {
  commit: string;
  nodeModules: string;
  loadAverage: { before: number[]; after: number[] };
  peak: MemoryPeak;
  healthSeconds: number;
  consoleSeconds: number;
  firstDraw: { ms: number; calls: number; failed: string[] };
  quotePage: { medianMs: number; minMs: number; maxMs: number; calls: number };
  adminQuotes: { median: number; p95: number };
  emptyFunction: { median: number; p95: number };
}

function printDevStart(figures: DevStartFigures): void {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
  const met = (ok: boolean) => (ok ? "yes" : "NO");
  console.log(
    `\nLocal start (npm run dev in a fresh clone of ${figures.commit.slice(0, 10)}, node_modules as ${figures.nodeModules};` +
      ` ${os.cpus().length} CPUs, load average ${load(figures.loadAverage.before)} before, ${load(figures.loadAverage.after)} after)\n`,
  );
  const parts = Object.entries(figures.peak.parts)
    .sort(([, a], [, b]) => b - a)
    .map(([part, bytes]) => `${part} ${gb(bytes)}`)
    .join(", ");
  console.log(
    table(
      ["Measure", "Figure", "Target", "Met"],
      [
        [
          "first answer from /api/health",
          `${figures.healthSeconds.toFixed(1)} s`,
          "≤ 60 s",
          met(figures.healthSeconds <= TARGETS.startSeconds),
        ],
        [
          "signed-in console page drawn",
          `${figures.consoleSeconds.toFixed(1)} s`,
          "≤ 60 s",
          met(figures.consoleSeconds <= TARGETS.startSeconds),
        ],
        [
          "peak memory (RSS, whole tree)",
          `${gb(figures.peak.totalBytes)} GB`,
          "≤ 2 GB",
          met(figures.peak.totalBytes <= TARGETS.peakBytes),
        ],
        [
          "GET /api/admin/quotes median / p95",
          `${figures.adminQuotes.median.toFixed(0)} / ${figures.adminQuotes.p95.toFixed(0)} ms`,
          "median ≤ 300 ms",
          met(figures.adminQuotes.median <= TARGETS.readMedianMs),
        ],
        [
          "empty function median / p95 (floor)",
          `${figures.emptyFunction.median.toFixed(0)} / ${figures.emptyFunction.p95.toFixed(0)} ms`,
          "",
          "",
        ],
        [
          "quote page drawn, first (cold)",
          `${figures.firstDraw.ms.toFixed(0)} ms, ${figures.firstDraw.calls} calls`,
          "",
          "",
        ],
        [
          `quote page drawn, median of ${WARM_DRAWS}`,
          `${figures.quotePage.medianMs.toFixed(0)} ms (${figures.quotePage.minMs.toFixed(0)}–${figures.quotePage.maxMs.toFixed(0)}), ${figures.quotePage.calls} calls`,
          "≤ 2,000 ms",
          met(figures.quotePage.medianMs <= TARGETS.drawMs),
        ],
      ],
    ),
  );
  console.log(`\nAt the peak (${figures.peak.processesAtPeak} processes, ${figures.peak.samples} samples): ${parts}`);
  if (figures.firstDraw.failed.length > 0)
    console.log(`Calls that failed on the first draw: ${figures.firstDraw.failed.join(", ")}`);
}
