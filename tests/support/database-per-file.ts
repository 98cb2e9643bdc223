/**
 * Before each test file: a fresh database copied from the migrated template, exported as
 * DATABASE_URL so handlers and services under test use it. Dropped after the file.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { closeDatabases } from "../../src/server/db/client";
import { closeTestDb } from "./db";
import "./env-reset";

const { adminUrl, template } = inject("testDatabase");
const name = `slate_test_${randomBytes(6).toString("hex")}`;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

for (let attempt = 1; ; attempt++) {
  try {
    await adminQuery(`create database ${name} template ${template}`);
    break;
  } catch (error) {
    // Two files copying the template at the same instant can collide; try again shortly.
    if (attempt >= 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.TEST_ADMIN_DATABASE_URL = adminUrl;

afterAll(async () => {
  await Promise.all([closeDatabases(), closeTestDb()]);
  await adminQuery(`drop database if exists ${name} with (force)`);
});
