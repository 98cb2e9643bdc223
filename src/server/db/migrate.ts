/** Runs the migrations of migrations/index.ts: to the latest, or one step down. */
import type { Kysely } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "../../../migrations";

function migratorFor<DB>(db: Kysely<DB>) {
  return new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
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
