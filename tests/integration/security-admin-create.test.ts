/** Security: `npm run admin:create` keeps the password off the command line when asked to, and warns when not. */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/password";
import { testDb } from "../support/db";

const tsx = path.resolve("node_modules/.bin/tsx");

function adminCreate(args: string[], stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["scripts/admin-create.ts", ...args], { env: { ...process.env }, timeout: 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}

const passwordHashOf = async (email: string) =>
  (await testDb().selectFrom("users").select("passwordHash").where("email", "=", email).executeTakeFirstOrThrow())
    .passwordHash!;

describe("npm run admin:create and the password", () => {
  it("reads it from standard input with --password-stdin, without a warning", async () => {
    const result = await adminCreate(
      ["--email", "stdin.admin@alpine.test", "--password-stdin"],
      "a piped passphrase\n",
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/warning/i);
    expect(await verifyPassword("a piped passphrase", await passwordHashOf("stdin.admin@alpine.test"))).toBe(true);
  });

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
});
