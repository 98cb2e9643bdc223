import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/password";
import { createUser } from "../support/functions";
import { testDb } from "../support/db";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

const adminCreate = (...args: string[]) =>
  run(tsx, ["scripts/admin-create.ts", ...args], { env: { ...process.env }, timeout: 60_000 });

describe("npm run admin:create", () => {
  it("promotes an existing user, sets the new password and ends the user's sessions", async () => {
    const user = await createUser({ email: "crew.lead@alpine.test", password: "old passphrase here", isAdmin: false });
    await testDb()
      .insertInto("sessions")
      .values({ sid: "stale-session", userId: user.id, expire: new Date(Date.now() + 60_000), sess: {} })
      .execute();

    const { stdout } = await adminCreate("--email", "Crew.Lead@alpine.test", "--password", "a brand new passphrase");
    expect(stdout).toMatch(/admin ready: crew\.lead@alpine\.test .*1 session\(s\) ended/);

    const row = await testDb().selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.isAdmin).toBe(true);
    expect(await verifyPassword("a brand new passphrase", row.passwordHash!)).toBe(true);
    expect(await testDb().selectFrom("sessions").select("sid").where("userId", "=", user.id).execute()).toEqual([]);
  });

  it("refuses a short password without touching the database", async () => {
    await expect(adminCreate("--email", "someone@alpine.test", "--password", "short")).rejects.toMatchObject({
      stderr: expect.stringMatching(/at least 12 characters/),
    });
    const row = await testDb().selectFrom("users").select("id").where("email", "=", "someone@alpine.test").execute();
    expect(row).toEqual([]);
  });
});
