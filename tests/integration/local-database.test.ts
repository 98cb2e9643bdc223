/**
 * The local database shared by `npm run dev` and the db scripts (scripts/lib/local-database.ts),
 * on a folder and port of this file's own: a script run while the launcher that started the server
 * lives uses that server and leaves it answering; a server whose launcher is gone is stopped; a
 * taken port makes `npm run dev` say which port, who holds it and how to pick another; a second
 * `npm run dev` refuses to start rather than stop the first one's servers.
 *
 * The scripts' commands run in-process (tests/support/script-io.ts: the environment, arguments and
 * output of a start, without the 2-4 s of starting `tsx`); `npm run dev` itself is started once,
 * where its command line (the refusal printed and the exit code) is what is checked.
 */
import { execFile, spawnSync } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCreateCommand } from "../../scripts/lib/admin-create-command";
import { dbCommand } from "../../scripts/lib/db-command";
import { runningPostmaster, type EmbeddedServer } from "../../scripts/lib/embedded-postgres";
import { claimLauncher, localDatabaseUrl, startLocalDatabase } from "../../scripts/lib/local-database";
import { freePort } from "../../scripts/lib/ports";
import type { ScriptCommand } from "../../scripts/lib/script-database";
import { runInProcess } from "../support/script-io";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

describe("the local database shared by npm run dev and the db scripts", () => {
  let dir = "";
  let dataDir = "";
  let port = 0;
  let owner: EmbeddedServer | undefined;

  /** The environment `npm run …` gives a db script here: no DATABASE_URL, the local folder and port. */
  function scriptEnv(extraEnv: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_DATA_DIR: dir, EMBEDDED_PG_PORT: String(port) };
    delete env.DATABASE_URL;
    return { ...env, ...extraEnv };
  }

  /** A script started as `npm run …` starts it. */
  const script = (args: string[], extraEnv?: NodeJS.ProcessEnv) =>
    run(tsx, args, { env: scriptEnv(extraEnv), timeout: 90_000 });

  /** A script's command run in-process in that environment; it must succeed. */
  async function command(scriptCommand: ScriptCommand, argv: string[]) {
    const result = await runInProcess(scriptCommand, argv, { env: scriptEnv() });
    expect(result.code, result.stderr).toBe(0);
    return result;
  }

  /** How a script that must fail failed: its exit code and standard error (undefined if it succeeded). */
  const failureOf = (args: string[], extraEnv?: NodeJS.ProcessEnv) =>
    script(args, extraEnv).then(
      () => undefined,
      (error: unknown) => error as { stderr: string; code: number },
    );

  async function answers(url: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => undefined);
    try {
      await client.connect();
      return (await client.query("select 1 as ok")).rows[0]?.ok === 1;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "slate-local-db-"));
    await chmod(dir, 0o755); // the server runs as the `postgres` user when we are root
    dataDir = path.join(dir, "postgres");
    port = await freePort();
    owner = await startLocalDatabase({ dataDir, port }); // this test process plays `npm run dev`
  }, 120_000);

  afterAll(async () => {
    await owner?.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it("runs admin:create on the server the live launcher started and leaves that server answering", async () => {
    const before = await runningPostmaster(dataDir);
    const { stdout } = await command(adminCreateCommand, [
      "--email",
      "owner@alpine.test",
      "--password",
      "a long enough passphrase",
    ]);
    expect(stdout).toMatch(/using the Postgres server \(pid \d+\)/);
    expect(stdout).toMatch(/admin ready: owner@alpine\.test/);

    expect(await answers(owner!.url)).toBe(true);
    expect((await runningPostmaster(dataDir))?.pid).toBe(before?.pid);
  }, 120_000);

  it("stops a server whose launcher is gone, and stops the one it started itself", async () => {
    const orphan = await runningPostmaster(dataDir);
    const gone = spawnSync("true").pid; // a process that has exited
    await writeFile(`${dataDir}.launcher`, JSON.stringify({ pid: gone, startTime: "0" }));

    const { stdout } = await command(dbCommand, ["migrate"]);
    expect(stdout).toMatch(new RegExp(`stopping the Postgres server \\(pid ${orphan?.pid}\\) whose launcher is gone`));
    expect(stdout).toMatch(/already at the latest migration/);
    expect(await runningPostmaster(dataDir)).toBeUndefined();
  }, 120_000);

  it("refuses a second npm run dev while the first one's launcher lives", async () => {
    expect(await claimLauncher(path.join(dir, "dev.launcher"))).toBeUndefined(); // this process plays the first
    const failure = await failureOf(["scripts/dev.ts", "dev"], { PORT: String(await freePort()) });
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(`[dev] failed to start: npm run dev is already running (pid ${process.pid})`);
    await rm(path.join(dir, "dev.launcher"));
  }, 120_000);

  it("names the taken port, its holder and how to pick another when npm run dev cannot listen", async () => {
    // What npm run dev asks before it starts anything (scripts/dev.ts), in this environment; the
    // "[dev] failed to start:" line and exit code 1 it prints a refusal with are checked above.
    const holder = net.createServer();
    const takenPort = await freePort();
    await new Promise<void>((resolve) => holder.listen(takenPort, "127.0.0.1", resolve));
    vi.stubEnv("LOCAL_DATA_DIR", dir);
    vi.stubEnv("EMBEDDED_PG_PORT", String(takenPort));
    try {
      const refusal = await localDatabaseUrl().then(
        () => "",
        (error: unknown) => (error as Error).message,
      );
      expect(refusal).toMatch(new RegExp(`^port ${takenPort} is already taken by pid ${process.pid} \\(`));
      expect(refusal).toMatch(new RegExp(`EMBEDDED_PG_PORT=${takenPort + 1} npm run dev`));
    } finally {
      vi.unstubAllEnvs();
      holder.close();
    }
  });
});
