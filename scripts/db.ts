/**
 * Database tasks: `migrate` (to latest), `rollback` (one step down), `seed` (idempotent).
 * Uses DATABASE_URL, or starts the embedded server on .data/ when it is unset (lib/db-command.ts).
 */
import { dbCommand } from "./lib/db-command";
import { runScript } from "./lib/script-database";

runScript(dbCommand);
