/**
 * `npm run admin:create -- --email you@example.com [--first-name A --last-name B]`
 * Creates an admin, or promotes an existing user and sets the password. Uses DATABASE_URL, or the
 * embedded server on .data/ when it is unset.
 *
 * The password is asked for at a hidden prompt, or read from standard input with
 * `--password-stdin` (`printf %s "$PW" | npm run admin:create -- --email … --password-stdin`).
 * `--password '…'` still works but warns: a password on the command line lands in the shell
 * history and, while the script runs, in every user's process list. The command itself is in
 * lib/admin-create-command.ts.
 */
import { adminCreateCommand } from "./lib/admin-create-command";
import { runScript } from "./lib/script-database";

runScript(adminCreateCommand);
