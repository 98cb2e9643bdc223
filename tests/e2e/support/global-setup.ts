/**
 * Once per end-to-end run: embedded Postgres in a temporary folder on a free port, migrated and
 * seeded (with the dev admin); then `netlify serve --offline`, which builds the site from that
 * database and serves it with the functions on free ports. Everything is removed afterwards.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../../scripts/lib/embedded-postgres";
import { prepareDatabase, spawnNetlify, stopProcessGroup, waitForHttp } from "../../../scripts/lib/local-stack";
import { freePort } from "../../support/ports";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { baseUrl: string; databaseUrl: string };
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "slate-e2e-"));
  await chmod(dir, 0o755);
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dir, "pg"),
    port: await freePort(),
    database: "slate_e2e",
  });
  await prepareDatabase(database.url, { withDevAdmin: true });

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(dir, "netlify.log");
  const log = createWriteStream(logFile);
  const child = spawnNetlify({
    mode: "serve",
    port,
    functionsPort: await freePort(),
    staticServerPort: await freePort(),
    logFile,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      SESSION_SECRET: "e2e-session-secret-that-is-at-least-32-bytes-long",
      SITE_URL: baseUrl,
      // The public forms are exercised many times from one IP.
      LEAD_RATE_LIMIT: "1000",
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHttp(`${baseUrl}/api/health`, 480_000);
  } catch (error) {
    await stopProcessGroup(child.pid);
    await database.stop();
    const { readFile } = await import("node:fs/promises");
    console.error((await readFile(logFile, "utf8")).slice(-4000));
    throw error;
  }

  project.provide("e2e", { baseUrl, databaseUrl: database.url });
  return async () => {
    await stopProcessGroup(child.pid);
    log.end();
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
