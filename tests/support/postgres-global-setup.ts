/**
 * Once per test run: a real PostgreSQL server (TEST_DATABASE_URL, or embedded Postgres started
 * on a free port in a throw-away folder) and a migrated template database that every test file
 * copies (database-per-file.ts), so each file starts from a fresh migrated database.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../../src/server/db/client";
import { migrateToLatest } from "../../src/server/db/migrate";
import { startThrowAwayDatabase, TEST_DATABASE_SETTINGS } from "../../scripts/lib/production-stack";

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
    const server = await startThrowAwayDatabase("test-pg", "postgres", TEST_DATABASE_SETTINGS);
    adminUrl = server.adminUrl;
    teardown = () => server.stop();
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
