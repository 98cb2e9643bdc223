/**
 * Database tasks: `migrate` (to latest), `rollback` (one step down), `seed` (idempotent).
 * Uses DATABASE_URL, or starts the embedded server on .data/ when it is unset.
 */
import { createDb } from "../src/server/db/client";
import { migrateDownOne, migrateToLatest } from "../src/server/db/migrate";
import { seedDatabase } from "../src/server/seed/seed";
import { isProduction } from "../src/server/env";
import { startLocalDatabase } from "./lib/local-database";

const task = process.argv[2];

async function main(): Promise<void> {
  if (!["migrate", "rollback", "seed"].includes(task ?? "")) throw new Error("usage: db.ts migrate|rollback|seed");
  const server = process.env.DATABASE_URL ? undefined : await startLocalDatabase();
  const url = process.env.DATABASE_URL ?? server!.url;
  const db = createDb(url, "pg");
  try {
    if (task === "migrate") {
      const lines = await migrateToLatest(db);
      console.log(lines.length ? lines.join("\n") : "already at the latest migration");
    } else if (task === "rollback") {
      const lines = await migrateDownOne(db);
      console.log(lines.length ? lines.join("\n") : "nothing to roll back");
    } else {
      await migrateToLatest(db);
      const report = await seedDatabase(db, { withDevAdmin: !isProduction() && server !== undefined });
      console.log(`seeded (existing rows kept): ${JSON.stringify(report)}`);
    }
  } finally {
    await db.destroy();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
