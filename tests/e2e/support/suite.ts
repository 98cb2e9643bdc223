/**
 * What an e2e file opens and must close: the e2e database (the one the served functions write
 * to), its browser page and the browser.
 */
import { createDb } from "../../../src/server/db/client";
import type { Db } from "../../../src/server/db/schema";
import type { Page } from "playwright-core";
import { closeBrowser, e2eDatabaseUrl, openPage, VIEWPORTS, type TestPage } from "./browser";

export const openE2eDatabase = (): Db => createDb(e2eDatabaseUrl(), "pg");

/** Closes the file's page, the browser and the file's database connection (each one only if opened). */
export async function closeSuite({ session, db }: { session?: TestPage; db?: Db }): Promise<void> {
  await session?.close();
  await closeBrowser();
  await db?.destroy();
}

/** What a console flow file opens first: the e2e database and the owner's page at 375 px (close with closeSuite). */
export async function openOwnerSuite(): Promise<{ db: Db; owner: TestPage; page: Page }> {
  const owner = await openPage({ viewport: VIEWPORTS.mobile });
  return { db: openE2eDatabase(), owner, page: owner.page };
}
