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
import { z } from "zod";
import { queueSecondFactorNotice } from "../src/server/auth/account-notices";
import { hashPassword } from "../src/server/auth/password";
import { passwordProblem } from "../src/server/auth/password-policy";
import { deleteSecondFactor } from "../src/server/auth/second-factor.repository";
import { upsertAdminEndingSessions } from "../src/server/auth/users.repository";
import { migrateToLatest } from "../src/server/db/migrate";
import { runScript, withScriptDatabase } from "./lib/script-database";

const argsSchema = z.object({
  email: z.email("--email must be a valid e-mail address").transform((email) => email.trim().toLowerCase()),
  password: z.string(),
  "first-name": z.string().max(100).optional(),
  "last-name": z.string().max(100).optional(),
});

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
  const parsed = argsSchema.safeParse({ ...values, password: await passwordFrom(values) });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  const args = parsed.data;
  // The account page's rule, common-password list included.
  const problem = await passwordProblem(args.password, args.email);
  if (problem) throw new Error(`--password: ${problem}`);

  await withScriptDatabase(async (db) => {
    await migrateToLatest(db);
    const user = await upsertAdminEndingSessions(db, {
      email: args.email,
      firstName: args["first-name"] ?? null,
      lastName: args["last-name"] ?? null,
      passwordHash: await hashPassword(args.password),
    });
    // A reset after a suspected takeover must not leave the attacker's second factor on.
    const secondFactorRemoved = await deleteSecondFactor(db, user.id);
    console.log(`admin ready: ${user.email} (${user.id}); ${user.endedSessions} session(s) ended`);
    if (secondFactorRemoved) {
      await queueSecondFactorNotice(db, user, false);
      console.log("two-step sign-in was on and has been removed: set it up again on the Account page");
    }
  });
}

runScript(main);
