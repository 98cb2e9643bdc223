/**
 * Once per test run: a real PostgreSQL server (TEST_DATABASE_URL, or embedded Postgres started
 * on a free port in a throw-away folder) and a migrated template database that every test file
 * copies (database-per-file.ts), so each file starts from a fresh migrated database.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../../src/server/db/client";
import { migrateToLatest } from "../../src/server/db/migrate";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";
import { freePort } from "../../scripts/lib/ports";

export const TEMPLATE_DATABASE = "slate_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let teardown = async () => {};
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "slate-test-pg-"));
    await chmod(dir, 0o755); // the embedded server runs as the `postgres` user when we are root
    const server = await startEmbeddedPostgres({
      dataDir: path.join(dir, "data"),
      port: await freePort(),
      database: "postgres",
    });
    adminUrl = server.adminUrl;
    teardown = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = createDb(withDatabase(adminUrl, TEMPLATE_DATABASE), "pg");
  await migrateToLatest(template);
  await template.destroy();

  project.provide("testDatabase", { adminUrl, template: TEMPLATE_DATABASE });
  return teardown;
}
