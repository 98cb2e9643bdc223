/**
 * The command of scripts/db.ts: `migrate` (to latest), `rollback` (one step down), `seed`
 * (idempotent), on DATABASE_URL or the local embedded server. A ScriptIo, so tests run it in-process.
 */
import { migrateDownOne, migrateToLatest } from "../../src/server/db/migrate";
import { isProduction } from "../../src/server/env";
import { seedDatabase } from "../../src/server/seed/seed";
import { withScriptDatabase, type ScriptIo } from "./script-database";

export async function dbCommand(io: ScriptIo): Promise<void> {
  const task = io.argv[0];
  if (!["migrate", "rollback", "seed"].includes(task ?? "")) throw new Error("usage: db.ts migrate|rollback|seed");
  const print = (line: string) => io.stdout.write(`${line}\n`);
  await withScriptDatabase(async (db, { local }) => {
    if (task === "migrate") {
      const lines = await migrateToLatest(db);
      print(lines.length ? lines.join("\n") : "already at the latest migration");
    } else if (task === "rollback") {
      const lines = await migrateDownOne(db);
      print(lines.length ? lines.join("\n") : "nothing to roll back");
    } else {
      await migrateToLatest(db);
      const report = await seedDatabase(db, { withDevAdmin: !isProduction() && local });
      print(`seeded (existing rows kept): ${JSON.stringify(report)}`);
    }
  }, io.env);
}
