/**
 * `npm run admin:create` promoting a user and refusing a short password, run in-process
 * (scripts/lib/admin-create-command.ts, tests/support/script-io.ts): the same arguments, exit code
 * and output as a start of the script, without starting `tsx`. The script's real start is checked
 * once, in security-admin-create.test.ts.
 */
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/password";
import { adminCreateCommand } from "../../scripts/lib/admin-create-command";
import { createUser } from "../support/functions";
import { testDb } from "../support/db";
import { runInProcess } from "../support/script-io";

const adminCreate = (...args: string[]) => runInProcess(adminCreateCommand, args);

describe("npm run admin:create", () => {
  it("promotes an existing user, sets the new password and ends the user's sessions", async () => {
    const user = await createUser({ email: "crew.lead@alpine.test", password: "old passphrase here", isAdmin: false });
    await testDb()
      .insertInto("sessions")
      .values({ sid: "stale-session", userId: user.id, expire: new Date(Date.now() + 60_000), sess: {} })
      .execute();

    const { code, stdout, stderr } = await adminCreate(
      "--email",
      "Crew.Lead@alpine.test",
      "--password",
      "a brand new passphrase",
    );
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/admin ready: crew\.lead@alpine\.test .*1 session\(s\) ended/);

    const row = await testDb().selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.isAdmin).toBe(true);
    expect(await verifyPassword("a brand new passphrase", row.passwordHash!)).toBe(true);
    expect(await testDb().selectFrom("sessions").select("sid").where("userId", "=", user.id).execute()).toEqual([]);
  });

  it("refuses a short password without touching the database", async () => {
    const { code, stderr } = await adminCreate("--email", "someone@alpine.test", "--password", "short");
    expect(code).toBe(1);
    expect(stderr).toMatch(/at least 12 characters/);
    const row = await testDb().selectFrom("users").select("id").where("email", "=", "someone@alpine.test").execute();
    expect(row).toEqual([]);
  });
});
