/**
 * What every database script does around its work: use DATABASE_URL, or the local embedded server
 * (started, or the running dev server reused), and close both afterwards; a failure prints its
 * message and exits 1.
 */
import type { Kysely } from "kysely";
import { createDb } from "../../src/server/db/client";
import type { Database } from "../../src/server/db/schema";
import { startLocalDatabase } from "./local-database";

export async function withScriptDatabase<T>(
  work: (db: Kysely<Database>, where: { local: boolean }) => Promise<T>,
): Promise<T> {
  const server = process.env.DATABASE_URL ? undefined : await startLocalDatabase();
  const db = createDb(process.env.DATABASE_URL ?? server!.url, "pg");
  try {
    return await work(db, { local: server !== undefined });
  } finally {
    await db.destroy();
    await server?.stop();
  }
}

export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
