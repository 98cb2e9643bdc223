/**
 * What an e2e file opens and must close: the e2e database (the one the served functions write
 * to), its browser page and the browser.
 */
import type { Kysely } from "kysely";
import { createDb } from "../../../src/server/db/client";
import type { Database } from "../../../src/server/db/schema";
import { closeBrowser, e2eDatabaseUrl, type TestPage } from "./browser";

export const openE2eDatabase = (): Kysely<Database> => createDb(e2eDatabaseUrl(), "pg");

/** Closes the file's page, the browser and the file's database connection (each one only if opened). */
export async function closeSuite({ session, db }: { session?: TestPage; db?: Kysely<Database> }): Promise<void> {
  await session?.close();
  await closeBrowser();
  await db?.destroy();
}
