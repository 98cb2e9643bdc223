/**
 * What an e2e file opens and must close: the e2e database (the one the served functions write
 * to), its browser page and the browser.
 */
import type { Kysely } from "kysely";
import { createDb } from "../../../src/server/db/client";
import type { Database } from "../../../src/server/db/schema";
import type { Page } from "playwright-core";
import { closeBrowser, e2eDatabaseUrl, openPage, VIEWPORTS, type TestPage } from "./browser";

export const openE2eDatabase = (): Kysely<Database> => createDb(e2eDatabaseUrl(), "pg");

/** Closes the file's page, the browser and the file's database connection (each one only if opened). */
export async function closeSuite({ session, db }: { session?: TestPage; db?: Kysely<Database> }): Promise<void> {
  await session?.close();
  await closeBrowser();
  await db?.destroy();
}

/** What a console flow file opens first: the e2e database and the owner's page at 375 px (close with closeSuite). */
export async function openOwnerSuite(): Promise<{ db: Kysely<Database>; owner: TestPage; page: Page }> {
  const owner = await openPage({ viewport: VIEWPORTS.mobile });
  return { db: openE2eDatabase(), owner, page: owner.page };
}
