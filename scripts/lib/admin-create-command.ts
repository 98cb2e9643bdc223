/**
 * The command line of `npm run admin:create` (scripts/admin-create.ts): the options, where the
 * password comes from (standard input, a hidden prompt, or `--password` with a warning), and the
 * lines printed. It takes its arguments and streams as a ScriptIo, so the integration tests run it
 * in-process and start the script itself once, where the real command line is what is checked.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { migrateToLatest } from "../../src/server/db/migrate";
import { checkedAdminArgs, readyAdmin } from "./admin-account";
import { withScriptDatabase, type ScriptIo } from "./script-database";

async function readStdin(stdin: ScriptIo["stdin"]): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  // `echo` adds a newline that is not part of the password; nothing else is trimmed.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks on the terminal without echoing what is typed. */
function promptHidden(io: ScriptIo, question: string): Promise<string> {
  const terminal = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text) => {
    if (!asked) io.stderr.write(text);
    asked = true;
  };
  return new Promise((resolve) =>
    terminal.question(question, (answer) => {
      terminal.close();
      io.stderr.write("\n");
      resolve(answer);
    }),
  );
}

async function passwordFrom(io: ScriptIo, values: { password?: string; "password-stdin"?: boolean }): Promise<string> {
  if (values["password-stdin"]) return readStdin(io.stdin);
  if (values.password !== undefined) {
    io.stderr.write(
      "warning: --password puts the password in your shell history and the process list; " +
        "leave it out to be prompted, or use --password-stdin.\n",
    );
    return values.password;
  }
  if (!io.stdin.isTTY) throw new Error("No terminal to prompt on: pipe the password in with --password-stdin.");
  return promptHidden(io, "Password for the admin (not shown): ");
}

export async function adminCreateCommand(io: ScriptIo): Promise<void> {
  const { values } = parseArgs({
    args: io.argv,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "password-stdin": { type: "boolean" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const args = await checkedAdminArgs({ ...values, password: await passwordFrom(io, values) });
  await withScriptDatabase(async (db) => {
    await migrateToLatest(db);
    for (const line of await readyAdmin(db, args)) io.stdout.write(`${line}\n`);
  }, io.env);
}
