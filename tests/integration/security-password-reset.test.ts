/**
 * Security: forgot password (issue 25, item 13). The same answer whether or not the address has an
 * account; asking is throttled; the link works once, for 30 minutes, moves its token into an
 * HttpOnly cookie; the new password follows the rule; every session ends. And the cost the reset
 * writes: the integration project hashes at a test cost (database-per-file.ts), so
 * the last test puts production's back and proves the reset writes it.
 */
import { describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { ACCOUNT_NOTICE_TAGS } from "../../src/server/auth/account-notices";
import { usePasswordCostForTests } from "../../src/server/auth/password";
import { PASSWORD_RESET_COOKIE, PASSWORD_RESET_MAX_PER_ACCOUNT } from "../../src/server/auth/session-policy";
import { accountStrings } from "../../src/shared/strings/account";
import { signIn } from "../support/admin-session";
import { testDb } from "../support/db";
import {
  callFunction,
  cookieHeader,
  createUser,
  ipCounter,
  postForm,
  TEST_ORIGIN,
  TEST_PASSWORD_COST,
} from "../support/functions";

const nextIp = ipCounter("203.0.113");
const ask = (email: string, ip = nextIp()) =>
  callFunction(adminApi, "/api/password-reset/request", { method: "POST", body: { email }, ip });
const form = (path: string, body: Record<string, string>, cookie?: string) =>
  postForm(adminApi, path, body, { cookie, ip: nextIp() });

/** The token of the newest reset e-mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const message = await testDb()
    .selectFrom("emailOutbox")
    .select(["textBody", "htmlBody"])
    .where("toAddress", "=", email)
    .where("tag", "=", ACCOUNT_NOTICE_TAGS.passwordReset)
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
  expect(message.htmlBody).toContain(`${TEST_ORIGIN}/api/password-reset?token=`);
  return /token=([\w-]+)/.exec(message.textBody ?? "")![1]!;
}

/** Opens the e-mailed link; answers the cookie the reset page posts with. */
async function openLink(token: string): Promise<string> {
  const opened = await callFunction(adminApi, `/api/password-reset?token=${token}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe("/login/reset");
  const cookie = opened.headers.getSetCookie().find((value) => value.startsWith(`${PASSWORD_RESET_COOKIE}=`))!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Max-Age=1800/);
  return cookieHeader(opened);
}

const choose = (cookie: string, newPassword: string, confirmPassword = newPassword) =>
  callFunction(adminApi, "/api/password-reset", { method: "POST", body: { newPassword, confirmPassword }, cookie });

async function owner(name: string) {
  const user = { email: `${name}@alpine.test`, password: `the ${name} passphrase`, isAdmin: true };
  await createUser(user);
  return user;
}

describe("asking for a reset link", () => {
  it("answers the same for an unknown address; only an account's address gets an e-mail", async () => {
    const user = await owner("reset-known");
    const known = await ask(user.email);
    const unknown = await ask("nobody-here@alpine.test");
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());
    const tags = await testDb()
      .selectFrom("emailOutbox")
      .select("toAddress")
      .where("tag", "=", ACCOUNT_NOTICE_TAGS.passwordReset)
      .execute();
    expect(tags.map((row) => row.toAddress)).toEqual([user.email]);
  }, 30_000);

  it(`is throttled after ${PASSWORD_RESET_MAX_PER_ACCOUNT} per address, known or not`, async () => {
    for (const email of ["reset-throttle@alpine.test", "reset-throttle-unknown@alpine.test"]) {
      for (let attempt = 0; attempt < PASSWORD_RESET_MAX_PER_ACCOUNT; attempt++) {
        expect((await ask(email)).status).toBe(200);
      }
      const refused = await ask(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  }, 30_000);

  it("refuses a missing address naming the field", async () => {
    const response = await ask("");
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ email: accountStrings.reset.invalidEmail });
  });
});

describe("the reset link", () => {
  it("sets a new password once: the rule applies, every session ends, the old password stops working", async () => {
    const user = await owner("reset-owner");
    const session = await signIn(user);
    await ask(user.email);
    const cookie = await openLink(await mailedToken(user.email));

    const weak = await choose(cookie, "password1234");
    expect(weak.status).toBe(400);
    expect((await weak.json()).fields).toEqual({ newPassword: accountStrings.messages.passwordCommon });
    expect((await choose(cookie, "a good new passphrase", "another")).status).toBe(400);

    const done = await choose(cookie, "a good new passphrase");
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ next: "/login?error=reset" });
    expect((await callFunction(adminApi, "/api/auth/user", { cookie: session })).status).toBe(401);
    const old = await callFunction(adminApi, "/api/login", { method: "POST", body: user, ip: nextIp() });
    expect(old.status).toBe(401);
    await signIn({ email: user.email, password: "a good new passphrase" });

    const again = await choose(cookie, "yet another passphrase");
    expect(again.status).toBe(410);
    expect((await again.json()).error).toBe(accountStrings.reset.expired);
  }, 60_000);

  it("dies after 30 minutes, and a forged token leads to the expired notice", async () => {
    const user = await owner("reset-late");
    await ask(user.email);
    const token = await mailedToken(user.email);
    const cookie = await openLink(token);
    await testDb()
      .updateTable("passwordResets")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await choose(cookie, "a good new passphrase")).status).toBe(410);
    const forged = await callFunction(adminApi, "/api/password-reset?token=not-a-real-token");
    expect(forged.headers.get("location")).toBe("/login/reset?error=expired");
    expect((await choose(`${PASSWORD_RESET_COOKIE}=not-a-real-token`, "a good new passphrase")).status).toBe(410);
  }, 30_000);

  it("works as plain form posts without JavaScript", async () => {
    const user = await owner("reset-nojs");
    const asked = await form("/api/password-reset/request", { email: user.email });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe("/login/forgot/sent");
    const cookie = await openLink(await mailedToken(user.email));
    const weak = await form("/api/password-reset", { newPassword: "aaaaaaaaaaaaaa", confirmPassword: "x" }, cookie);
    expect(weak.headers.get("location")).toBe("/login/reset?error=weak");
    const done = await form(
      "/api/password-reset",
      { newPassword: "a good new passphrase", confirmPassword: "a good new passphrase" },
      cookie,
    );
    expect(done.headers.get("location")).toBe("/login?error=reset");
    const spent = await form(
      "/api/password-reset",
      { newPassword: "a good new passphrase", confirmPassword: "a good new passphrase" },
      cookie,
    );
    expect(spent.headers.get("location")).toBe("/login/reset?error=expired");
  }, 60_000);
});

describe("the cost the reset writes", () => {
  it("is production's (N = 2^17, r = 8, p = 1, a 64-byte key), though the test users are hashed at a test cost", async () => {
    const user = await owner("production-cost"); // hashed at the test cost
    await ask(user.email);
    const cookie = await openLink(await mailedToken(user.email));
    usePasswordCostForTests(undefined);
    try {
      // One scrypt at 128 MiB, as in production (admin:create's is proven by its real start in security-admin-create).
      expect((await choose(cookie, "a passphrase from the reset link")).status).toBe(200);
    } finally {
      usePasswordCostForTests(TEST_PASSWORD_COST);
    }
    const { passwordHash } = await testDb()
      .selectFrom("users")
      .select("passwordHash")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  }, 60_000);
});
