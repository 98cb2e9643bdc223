/**
 * Security: the second sign-in step. No session before a right code; a code works once; the
 * pending step is signed, bound to the user and expires; recovery codes work once; wrong codes
 * are throttled like passwords, and a right password does not reset the code budget.
 */
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import {
  DEVICE_COOKIE,
  PENDING_STEP_AUDIENCE,
  PENDING_STEP_COOKIE,
  SESSION_COOKIE,
  SIGN_IN_MAX_CODE_FAILURES,
  TOKEN_ISSUER,
} from "../../src/server/auth/session-policy";
import { accountStrings } from "../../src/shared/strings/account";
import { callFunction, cookieHeader, createUser, ipCounter, postForm, TEST_SESSION_SECRET } from "../support/functions";
import { enableSecondFactor } from "../support/second-factor";
import { totpCode } from "../support/totp";

const SECRET = TEST_SESSION_SECRET;

const nextIp = ipCounter("198.51.100");
const passwordStep = (user: { email: string; password: string }, ip = nextIp()) =>
  callFunction(adminApi, "/api/login", { method: "POST", body: user, ip });
const codeStep = (pendingCookie: string, code: string, ip = nextIp()) =>
  callFunction(adminApi, "/api/login/code", {
    method: "POST",
    body: { code, next: "/admin/account" },
    cookie: pendingCookie,
    ip,
  });
const hasSession = (response: Response) => cookieHeader(response).includes(`${SESSION_COOKIE}=ey`);

/** Creates an admin and turns the second factor on through the account API, with a code one step old. */
async function adminWithSecondFactor(email: string) {
  const user = { email, password: "a second factor passphrase", isAdmin: true };
  await createUser(user);
  return { user, ...(await enableSecondFactor(cookieHeader(await passwordStep(user)), user.password)) };
}

async function pendingFor(user: { email: string; password: string }): Promise<string> {
  const response = await passwordStep(user);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ secondFactor: true });
  expect(hasSession(response)).toBe(false);
  return cookieHeader(response);
}

describe("the second step", () => {
  let owner: Awaited<ReturnType<typeof adminWithSecondFactor>>;
  beforeAll(async () => {
    owner = await adminWithSecondFactor("second-step@alpine.test");
  }, 60_000);

  it("gives no session for the password alone, nor for a wrong code", async () => {
    const pending = await pendingFor(owner.user);
    expect(pending).toContain(PENDING_STEP_COOKIE);
    expect((await callFunction(adminApi, "/api/auth/user", { cookie: pending })).status).toBe(401);
    const wrong = await codeStep(pending, totpCode(owner.secret, Date.now() + 10 * 60_000));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe(accountStrings.signInStep.invalidCode);
    expect(hasSession(wrong)).toBe(false);
  }, 30_000);

  it("signs in with a right code once; the same code (or the one used to turn it on) is refused", async () => {
    const code = totpCode(owner.secret);
    const right = await codeStep(await pendingFor(owner.user), code);
    expect(right.status).toBe(200);
    expect(hasSession(right)).toBe(true);
    expect(right.headers.getSetCookie().join("\n")).toMatch(new RegExp(`${PENDING_STEP_COOKIE}=; .*Max-Age=0`));
    expect((await callFunction(adminApi, "/api/auth/user", { cookie: cookieHeader(right) })).status).toBe(200);

    expect((await codeStep(await pendingFor(owner.user), code)).status).toBe(401);
    const enrolmentCode = totpCode(owner.secret, Date.now() - 30_000);
    expect((await codeStep(await pendingFor(owner.user), enrolmentCode)).status).toBe(401);
  }, 30_000);

  it("refuses an expired, forged or foreign pending step", async () => {
    const { id } = await createUser({
      email: "victim-of-forgery@alpine.test",
      password: "irrelevant here",
      isAdmin: true,
    });
    const sign = (audience: string, expiresAt: number, key = SECRET) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(id)
        .setJti("forged")
        .setIssuer(TOKEN_ISSUER)
        .setAudience(audience)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(key));
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      await sign(PENDING_STEP_AUDIENCE, now - 1),
      await sign(PENDING_STEP_AUDIENCE, now + 300, "another-key-entirely-0123456789abcdef"),
      await sign("alpine-slate-roofing/admin", now + 300),
    ]) {
      const response = await codeStep(`${PENDING_STEP_COOKIE}=${token}`, totpCode(owner.secret));
      expect(response.status).toBe(401);
      expect((await response.json()).error).toBe(accountStrings.signInStep.expired);
    }
    expect((await codeStep("", "123456")).status).toBe(401);
    const odd = await callFunction(adminApi, "/api/login/code", { method: "POST", body: { code: 123456, next: 7 } });
    expect(odd.status).toBe(401);
  });

  it("accepts each recovery code once, in any case and spacing", async () => {
    const [first] = owner.recoveryCodes;
    const typed = first!.toUpperCase().replace("-", " ");
    expect((await codeStep(await pendingFor(owner.user), typed)).status).toBe(200);
    expect((await codeStep(await pendingFor(owner.user), first!)).status).toBe(401);
    expect((await codeStep(await pendingFor(owner.user), owner.recoveryCodes[1]!)).status).toBe(200);
  }, 60_000);

  it("works as plain form posts without JavaScript", async () => {
    const form = (path: string, body: Record<string, string>, cookie?: string) =>
      postForm(adminApi, path, body, { cookie, ip: nextIp() });
    const { email, password } = owner.user;
    const first = await form("/api/login", { email, password, next: "/admin/quotes" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/login/code?next=%2Fadmin%2Fquotes");
    const pending = cookieHeader(first);
    const wrong = await form("/api/login/code", { code: "000000", next: "/admin/quotes" }, pending);
    expect(wrong.headers.get("location")).toBe("/login/code?error=invalid&next=%2Fadmin%2Fquotes");
    const right = await form("/api/login/code", { code: owner.recoveryCodes[2]!, next: "/admin/quotes" }, pending);
    expect(right.headers.get("location")).toBe("/admin/quotes");
    expect(hasSession(right)).toBe(true);
    const expired = await form("/api/login/code", { code: "000000" });
    expect(expired.headers.get("location")).toMatch(/error=expired/);
  }, 60_000);
});

describe("wrong codes are throttled like passwords", () => {
  it(`refuses the ${SIGN_IN_MAX_CODE_FAILURES + 1}th code with 429; the guesses count against the account`, async () => {
    const target = await adminWithSecondFactor("code-guessing@alpine.test");
    // The owner's usual browser: a full sign-in left its known-device cookie.
    const signedIn = await codeStep(await pendingFor(target.user), target.recoveryCodes[0]!);
    const device = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;

    const pending = await pendingFor(target.user);
    for (let attempt = 0; attempt < SIGN_IN_MAX_CODE_FAILURES; attempt++) {
      // Each guess from a fresh address: the user's own budgets are what run out.
      expect((await codeStep(pending, String(100000 + attempt))).status).toBe(401);
    }
    const refused = await codeStep(pending, totpCode(target.secret));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(hasSession(refused)).toBe(false);
    // Wrong codes are failed sign-ins: the account is throttled for unknown browsers…
    expect((await passwordStep(target.user)).status).toBe(429);
    // …and from the known browser the right password passes, but the code budget stays spent.
    const fromDevice = await callFunction(adminApi, "/api/login", {
      method: "POST",
      body: target.user,
      cookie: device,
      ip: nextIp(),
    });
    expect(fromDevice.status).toBe(200);
    const again = await codeStep(`${cookieHeader(fromDevice)}; ${device}`, totpCode(target.secret));
    expect(again.status).toBe(429);
  }, 60_000);
});
