/**
 * The local database shared by `npm run dev` and the db scripts (scripts/lib/local-database.ts),
 * on a folder and port of this file's own: a script run while the launcher that started the server
 * lives uses that server and leaves it answering; a server whose launcher is gone is stopped; a
 * taken port makes `npm run dev` say which port, who holds it and how to pick another; a second
 * `npm run dev` refuses to start rather than stop the first one's servers.
 */
import { execFile, spawnSync } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runningPostmaster, type EmbeddedServer } from "../../scripts/lib/embedded-postgres";
import { claimLauncher, startLocalDatabase } from "../../scripts/lib/local-database";
import { freePort } from "../../scripts/lib/ports";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

describe("the local database shared by npm run dev and the db scripts", () => {
  let dir = "";
  let dataDir = "";
  let port = 0;
  let owner: EmbeddedServer | undefined;

  /** A db script as `npm run …` starts it: no DATABASE_URL, the local folder and port. */
  function script(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
    const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_DATA_DIR: dir, EMBEDDED_PG_PORT: String(port) };
    delete env.DATABASE_URL;
    return run(tsx, args, { env: { ...env, ...extraEnv }, timeout: 90_000 });
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
    const { stdout } = await script([
      "scripts/admin-create.ts",
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

    const { stdout } = await script(["scripts/db.ts", "migrate"]);
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
    const holder = net.createServer();
    const takenPort = await freePort();
    await new Promise<void>((resolve) => holder.listen(takenPort, "127.0.0.1", resolve));
    try {
      const failure = await failureOf(["scripts/dev.ts", "dev"], {
        EMBEDDED_PG_PORT: String(takenPort),
        PORT: String(await freePort()),
        FUNCTIONS_PORT: String(await freePort()),
      });
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(
        new RegExp(`\\[dev\\] failed to start: port ${takenPort} is already taken by pid ${process.pid} \\(`),
      );
      expect(failure?.stderr).toMatch(new RegExp(`EMBEDDED_PG_PORT=${takenPort + 1} npm run dev`));
    } finally {
      holder.close();
    }
  }, 120_000);
});
