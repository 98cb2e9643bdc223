/**
 * Pieces shared by the dev launcher and the end-to-end harness: a prepared database
 * (migrated, seeded when empty) and `netlify dev|serve --offline` as a child process group.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb } from "../../src/server/db/client";
import { migrateToLatest } from "../../src/server/db/migrate";
import {
  DEV_ADMIN,
  devAdminPasswordState,
  isEmpty,
  seedDatabase,
  type DevAdminPasswordState,
} from "../../src/server/seed/seed";

export async function prepareDatabase(
  url: string,
  options: { withDevAdmin: boolean },
): Promise<{ seeded: boolean; devAdmin?: DevAdminPasswordState }> {
  const db = createDb(url, "pg");
  try {
    for (const line of await migrateToLatest(db)) console.log(`[db] ${line}`);
    let seeded = false;
    if (await isEmpty(db)) {
      const report = await seedDatabase(db, options);
      console.log(`[db] seeded ${report.posts} posts, ${report.projects} projects, ${report.categories} categories`);
      seeded = true;
    }
    return { seeded, ...(options.withDevAdmin ? { devAdmin: await devAdminPasswordState(db) } : {}) };
  } finally {
    await db.destroy();
  }
}

/** What the dev banner says about the dev admin: honest once the password was changed (account page, reset). */
export function devAdminLine(state: DevAdminPasswordState): string {
  if (state === "seeded") return `${DEV_ADMIN.email} / ${DEV_ADMIN.password}`;
  if (state === "changed") {
    return `${DEV_ADMIN.email} (password changed since seeding; set a new one with npm run admin:create)`;
  }
  return `no ${DEV_ADMIN.email} in this database (create an admin with npm run admin:create)`;
}

/** The environment netlify serve gives the build and the functions (a local, non-deployed run). */
export function localRuntimeEnv(databaseUrl: string, baseUrl: string, extra: NodeJS.ProcessEnv = {}) {
  return {
    ...process.env,
    // A production build: the caller may be a test runner that set NODE_ENV=test, with which
    // Vite bundles React's development build (145 KB gzip on /contact instead of 84).
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "local-measurement-secret-at-least-32-bytes",
    SITE_URL: baseUrl,
    ...extra,
  };
}

/** A random SESSION_SECRET kept in the data folder, so local sign-ins survive restarts. */
export async function localSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * VAPID keys for the owner's alerts (decision 039), kept in the data folder like the session
 * secret, so a device that turned alerts on locally keeps receiving them across restarts.
 */
export async function localVapidKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
  await mkdir(dataDir, { recursive: true });
  const { generateVAPIDKeys } = (await import("web-push")).default;
  const keys = generateVAPIDKeys();
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export type NetlifyMode = "dev" | "serve";

/**
 * `npm run dev`'s long-running Node processes (netlify-cli, astro dev under it, the function
 * handlers) on a young generation of at most 16 MB a semi-space: Node 24 let it grow to 100-120 MB
 * in astro dev and netlify-cli and 60 MB in the handlers, which the whole stack's 2 GB goal cannot
 * spare (docs/quality.md, "Local start": 0.36 → 0.26 GB for netlify-cli, the quote page as fast).
 */
export const DEV_NODE_FLAGS = ["--max-semi-space-size=16"];

/**
 * mimalloc (Rolldown's allocator: Vite's dependency optimisation in astro dev) hands pages freed
 * to the system at once (`MIMALLOC_PURGE_DELAY=0`, https://microsoft.github.io/mimalloc/environment.html)
 * instead of after a delay checked only when the freeing thread allocates again: Rolldown's idle
 * threads kept the optimisation's memory resident in astro dev (its peak 0.75 → 0.61 GB).
 */
export const DEV_ALLOCATOR_ENV = { MIMALLOC_PURGE_DELAY: "0" };

export interface NetlifyOptions {
  mode: NetlifyMode;
  port: number;
  functionsPort: number;
  /**
   * Port of `netlify serve`'s static server. Unset, the CLI takes 3999 if free when it starts, then
   * binds it after the build: two runs building at once (parallel worktrees) collide there.
   */
  staticServerPort?: number;
  /**
   * Port of astro dev behind `netlify dev` (netlify.toml's [dev] says 4321 for a bare `netlify
   * dev`); the launcher derives it from PORT so checkouts do not meet there.
   */
  appPort?: number;
  /** The functions folder to serve instead of netlify.toml's (`npm run dev`'s stubs, dev-stack.ts). */
  functionsDir?: string;
  /** A deploy context of netlify.toml (`e2e-prebuilt` for the platform e2e run, production-stack.ts). */
  context?: string;
  env: NodeJS.ProcessEnv;
  /** Inherit stdio (interactive) or capture output to a log file. */
  logFile?: string;
}

export function spawnNetlify(options: NetlifyOptions): ChildProcess {
  const args = [
    options.mode,
    "--offline",
    "--port",
    String(options.port),
    "--functions-port",
    String(options.functionsPort),
    ...(options.staticServerPort ? ["--staticServerPort", String(options.staticServerPort)] : []),
    ...(options.functionsDir ? ["--functions", options.functionsDir] : []),
    ...(options.context ? ["--context", options.context] : []),
    ...(options.appPort
      ? ["--command", `astro dev --port ${options.appPort} --host 127.0.0.1`, "--target-port", String(options.appPort)]
      : []),
    // netlify-cli gives the framework's port 20 tries (utils/framework-server.js, lib/wait-port.js: about 16 s,
    // though its constant says 10 minutes) and then ends netlify dev; astro dev on a loaded 2-core machine took
    // longer. Without the wait netlify dev serves the functions at once and proxies pages once astro listens.
    ...(options.appPort ? ["--skip-wait-port"] : []),
  ];
  const bin = path.resolve("node_modules/.bin/netlify");
  const preload = (file: string) => `--import=${pathToFileURL(path.resolve("scripts/lib", file)).href}`;
  // A request over 6 MB would end netlify-cli ("Stream body too big"): answered 413 instead.
  const bodyGuard = preload("netlify-body-guard.mjs");
  // netlify dev would start an in-process Netlify Database (PGlite) nothing here uses (decision 043).
  const noDatabase = options.mode === "dev" ? preload("netlify-dev-no-database.mjs") : undefined;
  // netlify dev hands HTTP function calls to the warm handlers instead of a worker each (decision 044).
  const warmCalls = options.mode === "dev" ? preload("netlify-dev-warm-calls.mjs") : undefined;
  // No heap flag: netlify dev bundles only the stubs (dev-stack.ts); netlify serve bundles the 10 real
  // functions, near 3 GB RSS, within Node's default heap (docs/quality.md, "Local start").
  const memory = options.mode === "dev" ? DEV_NODE_FLAGS.join(" ") : undefined;
  const nodeOptions = [options.env.NODE_OPTIONS, bodyGuard, noDatabase, warmCalls, memory].filter(Boolean).join(" ");
  // Its own process group, so the whole tree (astro, functions server) can be stopped together.
  return spawn(bin, args, {
    env: {
      ...(options.mode === "dev" ? DEV_ALLOCATOR_ENV : {}),
      ...options.env,
      NODE_OPTIONS: nodeOptions,
      BROWSER: "none",
      NETLIFY_TELEMETRY_DISABLED: "1",
    },
    stdio: options.logFile ? ["ignore", "pipe", "pipe"] : "inherit",
    detached: true,
  });
}

/** Sends `signal` to a child's whole process group, then SIGKILL if it lingers. */
export async function stopProcessGroup(pid: number | undefined, timeoutMs = 10_000): Promise<void> {
  if (!pid) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  if (!signalGroup("SIGTERM")) return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!signalGroup(0 as unknown as NodeJS.Signals)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup("SIGKILL");
}

/** Remembers the child's group in a file, so a launcher killed with SIGKILL can be cleaned up after. */
export async function recordChild(pidFile: string, pid: number | undefined): Promise<void> {
  if (pid) await writeFile(pidFile, String(pid));
}

export async function stopRecordedChild(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(await readFile(pidFile, "utf8"));
  if (Number.isInteger(pid) && pid > 0) {
    console.log(`[dev] stopping the server group (pid ${pid}) left running by an earlier launcher`);
    await stopProcessGroup(pid);
  }
  await rm(pidFile, { force: true });
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
