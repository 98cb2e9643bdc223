/** Test access to the current test file's database (see database-per-file.ts). */
import { seedDemoContractSettings } from "../../src/server/settings/contract-settings";
import { createDb } from "../../src/server/db/client";
import type { Db } from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/seed/seed";

let db: Db | undefined;

export function testDb(): Db {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: is tests/support/database-per-file.ts in setupFiles?");
  db ??= createDb(url, "pg");
  return db;
}

/** Seeds this file's database with the real seed content (categories, posts, projects, templates). */
export async function seedTestDatabase(options = { withDevAdmin: true }) {
  const report = await seedDatabase(testDb(), options);
  // Every test database can send a contract (decision 045): the demo facts the dev seed also writes.
  await seedDemoContractSettings(testDb());
  return report;
}

export async function closeTestDb(): Promise<void> {
  await db?.destroy();
  db = undefined;
}

/** The e-mails tagged `tag` queued about a quote or to an address, oldest first. */
export function queuedMail(tag: string, to: { quoteId: number } | { toAddress: string }) {
  const tagged = testDb().selectFrom("emailOutbox").selectAll().where("tag", "=", tag);
  const mail =
    "quoteId" in to ? tagged.where("quoteId", "=", to.quoteId) : tagged.where("toAddress", "=", to.toAddress);
  return mail.orderBy("id").execute();
}

/** Requests counted in the pending site rebuild (0 when none is pending). */
export async function pendingRebuildRequests(): Promise<number> {
  const row = await testDb()
    .selectFrom("rebuildRequests")
    .select("requests")
    .where("target", "=", "site")
    .executeTakeFirst();
  return row?.requests ?? 0;
}

/** Runs `check` with the `templateType` template switched off, and switches it back on after. */
export async function withoutActiveTemplate(templateType: string, check: () => Promise<void>): Promise<void> {
  const setActive = (isActive: boolean) =>
    testDb().updateTable("emailTemplates").set({ isActive }).where("templateType", "=", templateType).execute();
  await setActive(false);
  try {
    await check();
  } finally {
    await setActive(true);
  }
}
