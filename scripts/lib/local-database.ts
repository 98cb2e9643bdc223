/**
 * The local database of `npm run dev` and the db scripts: the embedded Postgres on .data/postgres
 * and port 54329 (LOCAL_DATA_DIR moves the .data folder, EMBEDDED_PG_PORT the port). Several commands may want it at
 * once, so the command that starts the server records itself beside the data folder as its
 * launcher. A later command that finds the server running with its launcher alive uses it and
 * leaves it running (`npm run admin:create` during `npm run dev` must not stop the site's
 * database); a server whose launcher is gone (killed with SIGKILL) is stopped and started afresh.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { embeddedPgPort } from "../../src/server/db/client";
import { assertPortFree, assertPostgresUserCanReach } from "./postgres-preflight";
import {
  isRunning,
  runningPostmaster,
  serverUrls,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from "./embedded-postgres";

const DATABASE = "slate";
/**
 * A developer's database serves one person: reads and writes in the backend itself rather than
 * through Postgres 18's three I/O worker processes (io_method "worker", the default), and no
 * logical replication launcher (nothing here replicates): four processes, about 30 MB of the local
 * stack's memory (docs/quality.md, "Local start").
 */
const LOCAL_SETTINGS = { io_method: "sync", max_logical_replication_workers: "0" };

export type LocalServerPlan = "start" | "use-running" | "replace-orphan";

export function planLocalServer(state: { postmasterAlive: boolean; launcherAlive: boolean }): LocalServerPlan {
  if (!state.postmasterAlive) return "start";
  return state.launcherAlive ? "use-running" : "replace-orphan";
}

/** A process named by pid and start time, so a recycled pid is not mistaken for the launcher. */
export interface Launcher {
  pid: number;
  startTime: string;
}

/** Field 22 of /proc/<pid>/stat (start time since boot); the command name may hold spaces and parentheses. */
export function startTimeFromStat(stat: string): string | undefined {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

async function launcherOf(pid: number): Promise<Launcher | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  const startTime = stat === undefined ? undefined : startTimeFromStat(stat);
  return startTime === undefined ? undefined : { pid, startTime };
}

/** The launcher recorded in `file`, if that very process still runs. */
async function liveLauncher(file: string): Promise<Launcher | undefined> {
  const recorded = JSON.parse(await readFile(file, "utf8").catch(() => "null")) as Launcher | null;
  if (!recorded || !isRunning(recorded.pid)) return undefined;
  const current = await launcherOf(recorded.pid);
  // Without /proc the start time cannot be compared: a live pid is taken at its word.
  return !current || current.startTime === recorded.startTime ? recorded : undefined;
}

/** Records this process as the launcher in `file`, unless another live launcher is recorded there (returned). */
export async function claimLauncher(file: string): Promise<Launcher | undefined> {
  const other = await liveLauncher(file);
  if (other && other.pid !== process.pid) return other;
  await writeFile(file, JSON.stringify((await launcherOf(process.pid)) ?? { pid: process.pid, startTime: "" }));
  return undefined;
}

/** The folder of local state: the database, the session secret, the dev server's pid file. */
export function localDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.LOCAL_DATA_DIR || ".data");
}

export interface LocalDatabaseOptions {
  dataDir?: string;
  port?: number;
}

/** The folder and port an environment names (LOCAL_DATA_DIR, EMBEDDED_PG_PORT), as the scripts read them. */
export const localDatabaseOptions = (env: NodeJS.ProcessEnv): Required<LocalDatabaseOptions> => ({
  dataDir: path.join(localDataDir(env), "postgres"),
  port: embeddedPgPort(env.EMBEDDED_PG_PORT),
});

async function planFor(options: LocalDatabaseOptions) {
  const dataDir = path.resolve(options.dataDir ?? path.join(localDataDir(), "postgres"));
  const launcherFile = `${dataDir}.launcher`;
  const running = await runningPostmaster(dataDir);
  const launcher = running ? await liveLauncher(launcherFile) : undefined;
  const plan = planLocalServer({ postmasterAlive: running !== undefined, launcherAlive: launcher !== undefined });
  return { dataDir, launcherFile, running, launcher, plan };
}

/**
 * The URL startLocalDatabase will give, known before it starts (npm run dev starts netlify dev
 * meanwhile): the running server's when it is used, otherwise the configured port's, after the
 * checks that would stop the start (the folder reachable, the port free), so a refusal still
 * comes before anything else has started.
 */
export async function localDatabaseUrl(options: LocalDatabaseOptions = {}): Promise<string> {
  const { dataDir, running, plan } = await planFor(options);
  if (plan === "use-running") return serverUrls(running!.port, DATABASE).url;
  const port = options.port ?? embeddedPgPort();
  await assertPostgresUserCanReach(dataDir);
  // An orphan is stopped by the start itself, and may hold this very port until then.
  if (plan === "start") await assertPortFree(port);
  return serverUrls(port, DATABASE).url;
}

export async function startLocalDatabase(options: LocalDatabaseOptions = {}): Promise<EmbeddedServer> {
  const { dataDir, launcherFile, running, launcher, plan } = await planFor(options);

  if (plan === "use-running") {
    console.log(
      `[db] using the Postgres server (pid ${running!.pid}) that pid ${launcher!.pid} started; it keeps running`,
    );
    return { ...serverUrls(running!.port, DATABASE), stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({
    dataDir,
    port: options.port ?? embeddedPgPort(),
    database: DATABASE,
    settings: LOCAL_SETTINGS,
  });
  await claimLauncher(launcherFile);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(launcherFile, { force: true });
    },
  };
}
