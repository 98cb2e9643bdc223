/**
 * Security: `npm run admin:create` keeps the password off the command line when asked to, and warns
 * when not. The script is started once (`tsx`, 2-4 s a start), where the real command line is what is
 * checked: the password piped into standard input, the exit code and the output, and the hash it
 * writes at production cost. Every other case runs the same command in-process
 * (scripts/lib/admin-create-command.ts, tests/support/script-io.ts): the same arguments, a piped
 * standard input without a terminal, the exit code and both output streams.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/password";
import { adminCreateCommand } from "../../scripts/lib/admin-create-command";
import { checkedAdminArgs, readyAdmin } from "../../scripts/lib/admin-account";
import { testDb } from "../support/db";
import { runInProcess, type CommandResult } from "../support/script-io";

const tsx = path.resolve("node_modules/.bin/tsx");

/** The script itself, started as `npm run admin:create` starts it. */
function adminCreateStarted(
  args: string[],
  stdin: string,
): Promise<Omit<CommandResult, "code"> & { code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["scripts/admin-create.ts", ...args], { env: { ...process.env }, timeout: 110_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const adminCreate = (args: string[], stdin?: string) => runInProcess(adminCreateCommand, args, { stdin });

const passwordHashOf = async (email: string) =>
  (await testDb().selectFrom("users").select("passwordHash").where("email", "=", email).executeTakeFirstOrThrow())
    .passwordHash!;

describe("npm run admin:create and the password", () => {
  it("reads it from standard input with --password-stdin, without a warning, and hashes it at production cost", async () => {
    const result = await adminCreateStarted(
      ["--email", "stdin.admin@alpine.test", "--password-stdin"],
      "a piped passphrase\n",
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/warning/i);
    expect(result.stdout).toMatch(/^admin ready: stdin\.admin@alpine\.test \([0-9a-f-]+\); 0 session\(s\) ended$/m);
    const stored = await passwordHashOf("stdin.admin@alpine.test");
    // The script's own process hashes at production cost (this test process hashes at the test cost).
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("a piped passphrase", stored)).toBe(true);
  }, 120_000); // a start of tsx and a scrypt at 128 MiB: 15 s at load 15, over 30 s at load 25

  it("warns on stderr when the password is given on the command line", async () => {
    const result = await adminCreate(["--email", "argv.admin@alpine.test", "--password", "a visible passphrase"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/warning: --password .*shell history/);
  });

  it("refuses to guess without a terminal or --password-stdin", async () => {
    const result = await adminCreate(["--email", "nobody.admin@alpine.test"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--password-stdin/);
  });

  it("refuses a password breaking the account rule (common, too simple, the e-mail's name)", async () => {
    const result = await adminCreate(["--email", "rule.admin@alpine.test", "--password-stdin"], "password1234");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--password: /);
    for (const password of ["aaaaaaaaaaaaaaaa", "rule.admin is my password"]) {
      await expect(checkedAdminArgs({ email: "rule.admin@alpine.test", password }), password).rejects.toThrow(
        /^--password: /,
      );
    }
    expect(
      await testDb().selectFrom("users").select("id").where("email", "=", "rule.admin@alpine.test").execute(),
    ).toEqual([]);
  });

  it("removes the second factor of an account it resets, says so, and e-mails the owner", async () => {
    const email = "taken.admin@alpine.test";
    await readyAdmin(testDb(), await checkedAdminArgs({ email, password: "the first passphrase" }));
    const { id } = await testDb().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    // An attacker's factor: on, with recovery codes.
    await testDb()
      .insertInto("userSecondFactors")
      .values({ userId: id, secretEncrypted: "v1.attacker.secret", enabledAt: new Date() })
      .execute();
    await testDb()
      .insertInto("userRecoveryCodes")
      .values({ userId: id, codeHash: "0".repeat(64) })
      .execute();
    const result = await adminCreate(["--email", email, "--password-stdin"], "the owner's new passphrase");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/two-step sign-in was on and has been removed/);
    expect(await testDb().selectFrom("userSecondFactors").where("userId", "=", id).selectAll().execute()).toEqual([]);
    expect(await testDb().selectFrom("userRecoveryCodes").where("userId", "=", id).selectAll().execute()).toEqual([]);
    const notice = await testDb()
      .selectFrom("emailOutbox")
      .select(["subject", "tag"])
      .where("toAddress", "=", email)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({ subject: expect.stringMatching(/turned off/), tag: "second-factor" });
    const again = await readyAdmin(
      testDb(),
      await checkedAdminArgs({ email, password: "the owner's newer passphrase" }),
    );
    expect(again.join("\n")).not.toMatch(/two-step/);
  });
});
