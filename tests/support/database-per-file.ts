/**
 * Before each test file: a fresh database copied from the migrated template, exported as
 * DATABASE_URL so handlers and services under test use it (dropped after the file), and the
 * functions' session environment: the secret sessions are signed with and the site's origin the
 * same-origin checks expect. A file may set either again for what it tests. Passwords are hashed at a
 * test cost.
 */
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { usePasswordCostForTests } from "../../src/server/auth/password";
import { closeDatabases } from "../../src/server/db/client";
import { closeTestDb } from "./db";
import { TEST_ORIGIN, TEST_PASSWORD_COST, TEST_SESSION_SECRET } from "./functions";
import { adminQuery, copyOfTemplate } from "./template-copy";
import { startFromWorkerEnv } from "./env-reset";

// Passwords hashed and checked at 1 MiB of scrypt instead of production's 128 MiB (src/server/auth/password.ts):
// the same code paths, at a cost that lets the sign-in tests run hundreds of sign-ins. password.test.ts (the
// unit project, which does not load this file) proves the production parameters; security-password-reset.test.ts
// puts production's back to prove that the real reset writes it (security-admin-create: admin:create's real start).
startFromWorkerEnv();
usePasswordCostForTests(TEST_PASSWORD_COST);

const { adminUrl } = inject("testDatabase");
const name = `slate_test_${randomBytes(6).toString("hex")}`;

process.env.DATABASE_URL = await copyOfTemplate(name);
process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
process.env.SESSION_SECRET = TEST_SESSION_SECRET;
process.env.SITE_URL = TEST_ORIGIN;
// A burst of twenty requests shares the pool's ten clients; on this 2-core machine at load 20-30 a request can
// wait over production's 3 s for a client and answer 503 (the burst-class failures of the fourth and fifth
// rounds). These tests prove idempotency and counts, not the wait: the waiting limit is the machine's, so 20 s
// here. faults.test.ts sets its own 1 s for the database-down cases.
process.env.DB_CONNECT_TIMEOUT_MS = "20000";

afterAll(async () => {
  await Promise.all([closeDatabases(), closeTestDb()]);
  await adminQuery(`drop database if exists ${name} with (force)`);
});
