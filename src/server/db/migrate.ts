/** Runs the migrations of migrations/index.ts: to the latest, or one step down. */
import type { Kysely } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "../../../migrations";

/**
 * Unordered migrations are allowed: names are reserved per feature ahead of time, and one may land
 * after a later-named one was run (2026-11-26T0200 after T0300–T0500); a database that ran those
 * takes the earlier-named one on its next migrate instead of refusing ("corrupted migrations").
 */
function migratorFor<DB>(db: Kysely<DB>) {
  return new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const where = failed ? ` (in ${failed.migrationName})` : "";
    throw new Error(`Migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map(
    (result) => `${result.direction === "Up" ? "applied" : "reverted"} ${result.migrationName}`,
  );
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateToLatest());
}

export async function migrateDownOne<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateDown());
}
