/**
 * `npm run admin:create -- --email you@example.com [--first-name A --last-name B]`
 * Creates an admin, or promotes an existing user and sets the password. Uses DATABASE_URL, or the
 * embedded server on .data/ when it is unset.
 *
 * The password is asked for at a hidden prompt, or read from standard input with
 * `--password-stdin` (`printf %s "$PW" | npm run admin:create -- --email … --password-stdin`).
 * `--password '…'` still works but warns: a password on the command line lands in the shell
 * history and, while the script runs, in every user's process list.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { migrateToLatest } from "../src/server/db/migrate";
import { checkedAdminArgs, readyAdmin } from "./lib/admin-account";
import { runScript, withScriptDatabase } from "./lib/script-database";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // `echo` adds a newline that is not part of the password; nothing else is trimmed.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text) => {
    if (!asked) process.stderr.write(text);
    asked = true;
  };
  return new Promise((resolve) =>
    terminal.question(question, (answer) => {
      terminal.close();
      process.stderr.write("\n");
      resolve(answer);
    }),
  );
}

async function passwordFrom(values: { password?: string; "password-stdin"?: boolean }): Promise<string> {
  if (values["password-stdin"]) return readStdin();
  if (values.password !== undefined) {
    console.warn(
      "warning: --password puts the password in your shell history and the process list; " +
        "leave it out to be prompted, or use --password-stdin.",
    );
    return values.password;
  }
  if (!process.stdin.isTTY) throw new Error("No terminal to prompt on: pipe the password in with --password-stdin.");
  return promptHidden("Password for the admin (not shown): ");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "password-stdin": { type: "boolean" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const args = await checkedAdminArgs({ ...values, password: await passwordFrom(values) });
  await withScriptDatabase(async (db) => {
    await migrateToLatest(db);
    for (const line of await readyAdmin(db, args)) console.log(line);
  });
}

runScript(main);
