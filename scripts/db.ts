/**
 * Database tasks: `migrate` (to latest), `rollback` (one step down), `seed` (idempotent).
 * Uses DATABASE_URL, or starts the embedded server on .data/ when it is unset.
 */
import { migrateDownOne, migrateToLatest } from "../src/server/db/migrate";
import { seedDatabase } from "../src/server/seed/seed";
import { isProduction } from "../src/server/env";
import { runScript, withScriptDatabase } from "./lib/script-database";

const task = process.argv[2];

async function main(): Promise<void> {
  if (!["migrate", "rollback", "seed"].includes(task ?? "")) throw new Error("usage: db.ts migrate|rollback|seed");
  await withScriptDatabase(async (db, { local }) => {
    if (task === "migrate") {
      const lines = await migrateToLatest(db);
      console.log(lines.length ? lines.join("\n") : "already at the latest migration");
    } else if (task === "rollback") {
      const lines = await migrateDownOne(db);
      console.log(lines.length ? lines.join("\n") : "nothing to roll back");
    } else {
      await migrateToLatest(db);
      const report = await seedDatabase(db, { withDevAdmin: !isProduction() && local });
      console.log(`seeded (existing rows kept): ${JSON.stringify(report)}`);
    }
  });
}

runScript(main);
