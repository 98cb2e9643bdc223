/**
 * The production build served locally, for the end-to-end suite and for measurements (`npm run
 * lighthouse`, `npm run bench`): a throw-away embedded Postgres on a free port, migrated and
 * seeded, then `netlify serve --offline`, which builds the site from that database into dist/ and
 * serves it with the functions on free ports. Everything is removed by stop().
 */
import { createWriteStream } from "node:fs";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, portIfFree } from "./ports";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";
import { localRuntimeEnv, prepareDatabase, spawnNetlify, stopProcessGroup, waitForHttp } from "./local-stack";

export interface ProductionStack {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface ProductionStackOptions {
  /** Extra environment for the build and the functions. */
  env?: NodeJS.ProcessEnv;
  /** Prefix of the temporary folder (database, server log). */
  label: string;
  /** Seed the local development admin (the end-to-end suite signs in with it). */
  withDevAdmin?: boolean;
  /** The test suites' database: see TEST_DATABASE_SETTINGS. Measurements keep Postgres's defaults. */
  forTests?: boolean;
}

/**
 * Postgres's non-durable settings for a database the test suites throw away (PostgreSQL 18 docs,
 * "14.5. Non-Durable Settings", https://www.postgresql.org/docs/current/non-durability.html): no
 * flush to disk and no full-page images. They risk data only when the operating system itself
 * crashes, not when Postgres is killed (synchronous_commit stays on, so a commit acknowledged is in
 * the WAL before the answer: the SIGKILL test in faults.test.ts keeps its own server all the same).
 * Measured on the 2-core machine: a DROP DATABASE 1.2-1.4 s -> 25-55 ms (every integration file
 * drops its copy), a one-row commit 2.2-3.2 ms -> 0.2 ms.
 */
export const TEST_DATABASE_SETTINGS = { fsync: "off", full_page_writes: "off" } as const;

export interface ServeOptions extends ProductionStackOptions {
  /** netlify.toml's deploy context for the build (`e2e-prebuilt`: the platform e2e run, dist-stamp.ts). */
  context?: string;
  /** The port to serve on when it is free (the stamped build's SITE_URL names it), else a free one. */
  preferredPort?: number;
}

/** A throw-away embedded Postgres on a free port (tests and measurements); the folder is removed by stop(). */
export async function startThrowAwayDatabase(
  label: string,
  database = "slate",
  settings: Record<string, string> = {},
): Promise<EmbeddedServer & { dir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `slate-${label}-`));
  await chmod(dir, 0o755); // the server runs as the `postgres` user when we are root
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    port: await freePort(),
    database,
    settings,
  });
  return {
    ...server,
    dir,
    stop: async () => {
      await server.stop().catch((error: unknown) => console.error("[db] stop failed:", error));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** How many times netlify serve is started before giving up (see the port race below). */
const SERVE_ATTEMPTS = 2;

/**
 * A throw-away database, migrated and seeded, with one server started on it by `serve` (which
 * reports its process through `track` and resolves with the base URL once it answers). stop() ends
 * the server's process group and removes the database; a failed start does the same before throwing.
 */
export async function startOnThrowAwayDatabase(
  options: ProductionStackOptions,
  serve: (database: EmbeddedServer & { dir: string }, track: (pid: number | undefined) => void) => Promise<string>,
): Promise<ProductionStack> {
  const database = await startThrowAwayDatabase(
    options.label,
    undefined,
    options.forTests ? TEST_DATABASE_SETTINGS : {},
  );
  let childPid: number | undefined;
  const stop = async () => {
    await stopProcessGroup(childPid);
    await database.stop();
  };
  try {
    await prepareDatabase(database.url, { withDevAdmin: options.withDevAdmin ?? false });
    const baseUrl = await serve(database, (pid) => (childPid = pid));
    return { baseUrl, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function startProductionStack(options: ServeOptions): Promise<ProductionStack> {
  return startOnThrowAwayDatabase(options, async (database, track) => {
    for (let attempt = 1; ; attempt++) {
      const port = attempt === 1 && options.preferredPort ? await portIfFree(options.preferredPort) : await freePort();
      const baseUrl = `http://localhost:${port}`;
      const logFile = path.join(database.dir, `netlify-${attempt}.log`);
      const log = createWriteStream(logFile);
      const child = spawnNetlify({
        mode: "serve",
        port,
        functionsPort: await freePort(),
        staticServerPort: await freePort(),
        context: options.context,
        logFile,
        env: localRuntimeEnv(database.url, baseUrl, options.env),
      });
      track(child.pid);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      console.log(`[stack] building and serving the production output on ${baseUrl} …`);
      // A port taken between freePort() and netlify's bind makes it exit: notice that at once, try again.
      const exited = new Promise<never>((_, reject) =>
        child.once("exit", (code) => reject(new Error(`netlify serve exited with ${code} before answering`))),
      );
      try {
        await Promise.race([waitForHttp(`${baseUrl}/api/health`, 480_000), exited]);
        exited.catch(() => undefined);
        return baseUrl;
      } catch (error) {
        exited.catch(() => undefined);
        await stopProcessGroup(child.pid);
        console.error((await readFile(logFile, "utf8")).slice(-3000));
        if (attempt >= SERVE_ATTEMPTS) throw error;
        console.error(`[stack] ${String(error)}; starting netlify serve again`);
      }
    }
  });
}

/** Runs `work` with the stack up and always stops it, also on Ctrl-C. */
export async function withProductionStack<T>(
  options: ProductionStackOptions,
  work: (stack: ProductionStack) => Promise<T>,
): Promise<T> {
  const stack = await startProductionStack(options);
  const onSignal = () => void stack.stop().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    return await work(stack);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await stack.stop();
  }
}
