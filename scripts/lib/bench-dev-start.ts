/**
 * `npm run bench` section "dev-start" (issue 30): the local start and function calls as a new
 * developer meets them. A fresh clone of HEAD (node_modules hard-linked: `npm install` done), a
 * throw-away empty function added to the clone only (the floor of a call), then `npm run dev` on free ports,
 * timed from the spawn: the first answer from /api/health, and a signed-in console page fully drawn
 * (the dev admin the launcher prints signs in through the API, then Chromium opens a quote's page: its
 * heading shown and all its calls answered). Then the quote page drawn again (warm), in Playwright's
 * Chromium and in one no driver watches (plain-draw.ts: the draw a person sees; Playwright's
 * instrumentation of a page about doubles this draw), GET /api/admin/quotes 20 times through npm run
 * dev and straight to the warm handlers, the empty function 20 times through npm run dev and through
 * netlify-cli's worker (the floor before decision 044), the whole stack's peak memory (RSS summed over
 * the launcher's process tree, from /proc, with the biggest processes), how often Vite optimised
 * dependencies again, the load average at each figure (bench-dev-start-print.ts prints them), and the
 * production cold starts (bench-cold-start.ts) of the clone's functions.
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
import { median } from "./bench-format";
import { printDevStart, type DevStartFigures } from "./bench-dev-start-print";
import { CHROMIUM_LAUNCH_FLAGS, chromiumPath } from "./chromium";
import { coldStartBenchmarks } from "./bench-cold-start";
import { cloneCheckout, sampleMemory, type MemoryPeak } from "./dev-clone";
import { freeLauncherPort, stopLauncher, waitForAnswer, watchOutput } from "./dev-launch";
import { plainDraws } from "./plain-draw";
import { freePort } from "./ports";
import { SAMPLE_QUOTE } from "./sample-quote";

const EMPTY_FUNCTION = "bench-empty";
const EMPTY_SOURCE = `// Added by npm run bench to its throw-away clone only: the floor of a function call.
export default () => new Response("ok");
export const config = { path: "/api/${EMPTY_FUNCTION}" };
`;
/** npm run dev's output of the last run, kept after the clone is removed (what Vite and netlify-cli said). */
const LOG_FILE = path.join(os.tmpdir(), "slate-dev-start-last.log");
const CALLS = 20;
const WARM_DRAWS = 5;
const START_TIMEOUT_MS = 20 * 60_000;
const DRAW_TIMEOUT_MS = 5 * 60_000;

const seconds = (from: number) => (performance.now() - from) / 1000;
const loadNow = () => os.loadavg()[0]!;
/**
 * Vite's line when a page found dependencies its start did not optimise and the page reloads (mid-session). Not
 * "Re-optimizing dependencies because vite config has changed": that is the start's first optimisation, before
 * any page (the clone's hard-linked node_modules/.vite was made for another checkout's path).
 */
const VITE_REOPTIMISED = /optimized dependencies changed/g;

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
    const output = watchOutput(launcher, LOG_FILE);
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
    const loadAt: Partial<DevStartFigures["loadAt"]> = {};
    try {
      await waitForAnswer(`${origin}/api/health`, output.exited, START_TIMEOUT_MS);
      const healthSeconds = seconds(started);
      loadAt.health = loadNow();
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
      loadAt.console = loadNow();
      console.log(`[dev-start] signed-in console page drawn after ${consoleSeconds.toFixed(1)} s`);
      const warm: number[] = [];
      let lastWarm: Awaited<ReturnType<typeof drawPage>> | undefined;
      for (let draw = 0; draw < WARM_DRAWS; draw++) {
        const page = await context.newPage();
        const drawn = await drawPage(page, quoteUrl, heading, DRAW_TIMEOUT_MS);
        warm.push(drawn.ms);
        lastWarm = drawn;
        await page.close();
      }
      loadAt.draws = loadNow();
      const plain = await plainDraws(
        `${origin}${quoteUrl}`,
        heading,
        await context.cookies(),
        WARM_DRAWS,
        DRAW_TIMEOUT_MS,
      );
      loadAt.plainDraws = loadNow();
      const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
      const quotes = await timeCalls(`${origin}/api/admin/quotes`, cookie, CALLS);
      // PORT+3 and PORT+1 (scripts/lib/launcher-ports.ts): the handlers with the header a hand-over adds, and
      // netlify-cli's functions server without the proxy's x-nf-function-name, so it runs the stub in a worker.
      const handlers = `http://127.0.0.1:${port + 3}`;
      const direct = await timeCalls(`${handlers}/api/admin/quotes`, cookie, CALLS, { "x-dev-function": "admin" });
      const empty = await timeCalls(`${origin}/api/${EMPTY_FUNCTION}`, cookie, CALLS);
      const throughWorker = await timeCalls(`http://localhost:${port + 1}/api/${EMPTY_FUNCTION}`, cookie, CALLS);
      loadAt.calls = loadNow();
      await context.close();
      Object.assign(figures, {
        healthSeconds,
        consoleSeconds,
        loadAt,
        firstDraw: { ms: first.ms, calls: first.calls, failed: first.failed },
        quotePage: {
          medianMs: median(warm),
          minMs: Math.min(...warm),
          maxMs: Math.max(...warm),
          calls: lastWarm?.calls ?? 0,
          requests: lastWarm?.requests ?? 0,
          waterfall: lastWarm?.waterfall ?? [],
          draws: WARM_DRAWS,
        },
        quotePagePlain: {
          medianMs: median(plain),
          minMs: Math.min(...plain),
          maxMs: Math.max(...plain),
          draws: plain.length,
        },
        adminQuotes: quotes,
        adminQuotesDirect: direct,
        emptyFunction: empty,
        emptyThroughWorker: throughWorker,
        viteReoptimisations: output.count(VITE_REOPTIMISED),
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
    console.log(`[dev-start] npm run dev's output: ${LOG_FILE}`);
  }
}
