/**
 * /api/admin/account/*: the account page's API. Each route refuses without a session (401), for a
 * non-admin (403) and from another site (403), answers 400 for bad input and 409 where the second
 * factor is in the wrong state, and does its job.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { verifyPassword } from "../../src/server/auth/password";
import { testDb } from "../support/db";
import { callFunction, cookieHeader, createUser } from "../support/functions";
import { totpCode } from "../support/totp";

let ipCounter = 0;
async function signIn(credentials: { email: string; password: string }, userAgent?: string): Promise<string> {
  const response = await callFunction(adminApi, "/api/login", {
    method: "POST",
    body: credentials,
    ip: `10.1.0.${++ipCounter}`,
    headers: userAgent ? { "user-agent": userAgent } : {},
  });
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

const call = (path: string, options: Parameters<typeof callFunction>[2] = {}) =>
  callFunction(adminApi, path, { method: "GET", ...options });

const routes = [
  { method: "GET", path: "/api/admin/account/sessions" },
  { method: "POST", path: "/api/admin/account/sessions/end-others", body: { password: "x" } },
  {
    method: "PUT",
    path: "/api/admin/account/password",
    body: { currentPassword: "x", newPassword: "a new passphrase", confirmPassword: "a new passphrase" },
  },
  { method: "GET", path: "/api/admin/account/second-factor" },
  { method: "POST", path: "/api/admin/account/second-factor/setup", body: { password: "x" } },
  { method: "POST", path: "/api/admin/account/second-factor/enable", body: { code: "123456", password: "x" } },
  { method: "POST", path: "/api/admin/account/second-factor/disable", body: { password: "x" } },
] as const;
const named = routes.map((route) => [`${route.method} ${route.path}`, route] as const);

const visitor = { email: "account-visitor@alpine.test", password: "a long visitor passphrase", isAdmin: false };
const guard = { email: "account-guard@alpine.test", password: "a long guard passphrase", isAdmin: true };
let visitorCookie = "";
let guardCookie = "";

beforeAll(async () => {
  await createUser(visitor);
  await createUser(guard);
  [visitorCookie, guardCookie] = await Promise.all([signIn(visitor), signIn(guard)]);
}, 60_000);

describe("every account route refuses", () => {
  it.each(named)("%s without a cookie: 401", async (_name, route) => {
    expect(
      (await call(route.path, { method: route.method, body: "body" in route ? route.body : undefined })).status,
    ).toBe(401);
  });

  it.each(named)("%s for a non-admin: 403", async (_name, route) => {
    const body = "body" in route ? route.body : undefined;
    expect((await call(route.path, { method: route.method, body, cookie: visitorCookie })).status).toBe(403);
  });

  it.each(named.filter(([, route]) => route.method !== "GET"))(
    "%s from a cross-site Origin, even with an admin cookie: 403",
    async (_name, route) => {
      const body = "body" in route ? route.body : undefined;
      const options = { method: route.method, body, cookie: guardCookie, origin: "https://evil.example" };
      expect((await call(route.path, options)).status).toBe(403);
    },
  );
});

describe("change password", () => {
  const owner = { email: "account-password@alpine.test", password: "the original passphrase", isAdmin: true };
  const newPassword = "a brand new passphrase";
  let cookie = "";
  let otherCookie = "";

  beforeAll(async () => {
    await createUser(owner);
    [cookie, otherCookie] = await Promise.all([signIn(owner), signIn(owner)]);
  }, 60_000);

  const change = (body: unknown) => call("/api/admin/account/password", { method: "PUT", body, cookie });

  it("answers 400 for a short password, a mismatch or a wrong current password, and changes nothing", async () => {
    const short = await change({ currentPassword: owner.password, newPassword: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).fields.newPassword).toMatch(/at least 12/);
    const mismatch = await change({ currentPassword: owner.password, newPassword, confirmPassword: `${newPassword}!` });
    expect((await mismatch.json()).fields.confirmPassword).toBe("Passwords do not match");
    const wrong = await change({ currentPassword: "not my passphrase", newPassword, confirmPassword: newPassword });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields.currentPassword).toBe("Current password is incorrect");
    expect((await call("/api/admin/account/sessions", { cookie: otherCookie })).status).toBe(200);
  }, 30_000);

  it("stores the new hash, ends every other session and keeps this one", async () => {
    const response = await change({ currentPassword: owner.password, newPassword, confirmPassword: newPassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ endedSessions: 1 });
    expect((await call("/api/admin/account/sessions", { cookie })).status).toBe(200);
    expect((await call("/api/admin/account/sessions", { cookie: otherCookie })).status).toBe(401);
    const { passwordHash } = await testDb()
      .selectFrom("users")
      .select("passwordHash")
      .where("email", "=", owner.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(newPassword, passwordHash!)).toBe(true);
    await signIn({ email: owner.email, password: newPassword });
  }, 30_000);
});

describe("sessions", () => {
  const owner = { email: "account-sessions@alpine.test", password: "the sessions passphrase", isAdmin: true };
  const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

  it("lists the live sessions with this one marked, and signs out everywhere else", async () => {
    await createUser(owner);
    const other = await signIn(owner, firefox);
    const cookie = await signIn(owner);
    const listed = await (await call("/api/admin/account/sessions", { cookie })).json();
    expect(listed).toHaveLength(2);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(listed.find((session: { current: boolean }) => !session.current)).toMatchObject({
      device: "Firefox on Windows",
      network: expect.stringMatching(/^Local network \(10\.1\.0\.\d+\)$/),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    expect(JSON.stringify(listed)).not.toMatch(/sid/);

    const endOthers = (body: unknown) =>
      call("/api/admin/account/sessions/end-others", { method: "POST", body, cookie });
    expect((await endOthers({})).status).toBe(400);
    expect((await endOthers({ password: "not the passphrase" })).status).toBe(400);
    const ended = await endOthers({ password: owner.password });
    expect(await ended.json()).toEqual({ endedSessions: 1 });
    expect((await call("/api/admin/account/sessions", { cookie: other })).status).toBe(401);
    expect(await (await call("/api/admin/account/sessions", { cookie })).json()).toHaveLength(1);
  }, 30_000);
});

describe("second factor", () => {
  const owner = { email: "account-totp@alpine.test", password: "the second factor passphrase", isAdmin: true };
  let cookie = "";
  let secret = "";
  const post = (path: string, body: unknown = {}) =>
    call(`/api/admin/account/second-factor${path}`, { method: "POST", body, cookie });
  const status = async () => (await call("/api/admin/account/second-factor", { cookie })).json();

  beforeAll(async () => {
    await createUser(owner);
    cookie = await signIn(owner);
  }, 60_000);

  it("answers 409 to enable without a setup and to disable while off", async () => {
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await post("/enable", { code: "123456", password: owner.password })).status).toBe(409);
    expect((await post("/disable", { password: owner.password })).status).toBe(409);
  });

  it("sets up only with the password (400 naming the field otherwise)", async () => {
    expect((await post("/setup")).status).toBe(400);
    const wrong = await post("/setup", { password: "not the passphrase" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ password: "Password is incorrect" });
  }, 30_000);

  it("sets up with a secret and QR code, refuses a wrong code (400), and turns on with a right one", async () => {
    const setup = await post("/setup", { password: owner.password });
    expect(setup.status).toBe(200);
    const enrolment = await setup.json();
    secret = enrolment.secret;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const stored = await testDb()
      .selectFrom("userSecondFactors")
      .selectAll()
      .innerJoin("users", "users.id", "userSecondFactors.userId")
      .where("users.email", "=", owner.email)
      .executeTakeFirstOrThrow();
    expect(stored.pendingSecretEncrypted).toMatch(/^v1\./);
    expect(stored.pendingSecretEncrypted).not.toContain(enrolment.secret);

    const password = owner.password;
    expect((await post("/enable", { code: "12", password })).status).toBe(400);
    const wrongCode = totpCode(enrolment.secret, Date.now() + 5 * 60_000);
    expect((await post("/enable", { code: wrongCode, password })).status).toBe(400);
    expect((await post("/enable", { code: totpCode(enrolment.secret) })).status).toBe(400);

    const enabled = await post("/enable", { code: totpCode(enrolment.secret), password });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = await enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const hashes = await testDb().selectFrom("userRecoveryCodes").select("codeHash").execute();
    expect(hashes.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
  });

  it("answers 409 to a new setup or enable while on", async () => {
    expect((await post("/setup", { password: owner.password })).status).toBe(409);
    expect((await post("/enable", { code: "123456", password: owner.password })).status).toBe(409);
  });

  it("turns off only with the password and a current code (400 naming the field otherwise)", async () => {
    expect((await post("/disable", { password: "" })).status).toBe(400);
    expect((await post("/disable", { password: "not the passphrase" })).status).toBe(400);
    const noCode = await post("/disable", { password: owner.password });
    expect(noCode.status).toBe(400);
    expect(Object.keys((await noCode.json()).fields)).toEqual(["code"]);
    expect(await status()).toMatchObject({ enabled: true });
    const disabled = await post("/disable", { password: owner.password, code: totpCode(secret, Date.now() + 30_000) });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await testDb().selectFrom("userRecoveryCodes").selectAll().execute()).toHaveLength(0);
  }, 30_000);
});
