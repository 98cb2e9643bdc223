/**
 * Security: sign-in abuse. Hostile input answers 4xx (never 500) and still counts as a guess.
 */
import type { Context } from "@netlify/functions";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { functionContext } from "../../scripts/lib/function-routes";
import { hashPassword, passwordParams, verifyPassword } from "../../src/server/auth/password";
import {
  DEVICE_COOKIE,
  SESSION_COOKIE,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_IP,
} from "../../src/server/auth/session-policy";
import { SIGN_IN_ALERT_TAG } from "../../src/server/auth/sign-in-throttle";
import { MAX_JSON_BODY_BYTES } from "../../src/server/http/validation";
import { testDb } from "../support/db";
import { callFunction, createUser, formPost, TEST_ORIGIN } from "../support/functions";

const owner = { email: "abuse-owner@alpine.test", password: "correct horse battery staple", isAdmin: true };
const overlongEmail = `${"a".repeat(290)}@alpine.test`;

const signIn = (body: unknown, ip: string) => callFunction(adminApi, "/api/login", { method: "POST", body, ip });
const formSignIn = (rawBody: string, ip: string) =>
  callFunction(adminApi, "/api/login", { method: "POST", ...formPost(rawBody), ip });

beforeAll(async () => {
  await createUser(owner);
});

describe("hostile sign-in input", () => {
  it("answers a 300-character e-mail with 400, and counts it as a failure", async () => {
    const ip = "192.0.2.201";
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_IP; attempt++) {
      const response = await signIn({ email: overlongEmail, password: "guess" }, ip);
      expect(response.status).toBe(400);
    }
    // The IP has used up its guesses: even the right password from it waits.
    expect((await signIn(owner, ip)).status).toBe(429);
  }, 120_000);

  it("answers an e-mail just under the schema's limit with 401, not 500", async () => {
    const nearLimit = `${"b".repeat(240)}@alpine.test`.slice(0, 255);
    expect((await signIn({ email: nearLimit, password: "guess" }, "192.0.2.202")).status).toBe(401);
  });

  it("counts an overlong e-mail in the form post too", async () => {
    const ip = "192.0.2.203";
    const body = new URLSearchParams({ email: overlongEmail, password: "guess" }).toString();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_IP; attempt++) {
      expect((await formSignIn(body, ip)).headers.get("location")).toMatch(/error=invalid/);
    }
    const right = new URLSearchParams({ email: owner.email, password: owner.password }).toString();
    expect((await formSignIn(right, ip)).headers.get("location")).toMatch(/error=throttled/);
  });

  it("caps the form-encoded body like a JSON body (413)", async () => {
    const body = new URLSearchParams({
      email: owner.email,
      password: "x".repeat(MAX_JSON_BODY_BYTES + 1),
    }).toString();
    expect((await formSignIn(body, "192.0.2.204")).status).toBe(413);
  });

  it("answers a garbage session cookie with 401", async () => {
    const response = await callFunction(adminApi, "/api/auth/user", { cookie: `${SESSION_COOKIE}=not.a.token%00x` });
    expect(response.status).toBe(401);
  });

  it("answers a cookie the platform cannot decode with 401, not 500", async () => {
    const request = new Request(new URL("/api/auth/user", TEST_ORIGIN), {
      headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A` },
    });
    // What a strict cookie parser does with bad percent-encoding: throw when the value is read.
    const context = {
      ...functionContext({ request: new Request(TEST_ORIGIN), waitUntil: null }),
      cookies: { get: () => decodeURIComponent("%E0%A4%A"), set: () => undefined, delete: () => undefined },
    };
    const response = await adminApi.default(request, context as unknown as Context);
    expect(response.status).toBe(401);
  });
});

describe("password hashes made with older scrypt parameters", () => {
  it("still sign in, and are rewritten with the current parameters", async () => {
    const user = { email: "old-hash@alpine.test", password: "a passphrase from 2024", isAdmin: true };
    const { id } = await createUser(user);
    const oldHash = await hashPassword(user.password, { N: 2 ** 14, r: 8, p: 1 });
    await testDb().updateTable("users").set({ passwordHash: oldHash }).where("id", "=", id).execute();

    expect((await signIn(user, "192.0.2.205")).status).toBe(200);
    const row = await testDb()
      .selectFrom("users")
      .select("passwordHash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const current = passwordParams();
    expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${current.N}\\$${current.r}\\$${current.p}\\$`));
    expect(await verifyPassword(user.password, row.passwordHash!)).toBe(true);
    expect((await signIn(user, "192.0.2.205")).status).toBe(200);
  });
});

describe("sign-in lockout cannot be turned against the owner", () => {
  const target = { email: "attacked-owner@alpine.test", password: "the owner's own passphrase", isAdmin: true };
  const attackerIp = "203.0.113.66";
  let deviceCookie = "";

  beforeAll(async () => {
    await createUser(target);
    // The owner signed in from their usual browser once, which left the device cookie there.
    const first = await signIn(target, "198.51.100.200");
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; Secure/);
    expect(device).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(device)![1])).toBeGreaterThan(30 * 24 * 3600);
    deviceCookie = device.split(";")[0]!;

    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT + 3; attempt++) {
      await signIn({ email: target.email, password: `attacker guess ${attempt}` }, attackerIp);
    }
  });

  it("slows the attacker down with 429 and Retry-After", async () => {
    const response = await signIn({ email: target.email, password: "another guess" }, attackerIp);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses the right password from a browser without the device cookie (429)", async () => {
    expect((await signIn(target, "198.51.100.201")).status).toBe(429);
  });

  it("lets the owner in from their usual browser, even from the attacker's network", async () => {
    const response = await callFunction(adminApi, "/api/login", {
      method: "POST",
      body: target,
      ip: attackerIp,
      cookie: deviceCookie,
    });
    expect(response.status).toBe(200);
  });

  it("does not accept another user's device cookie as a known browser", async () => {
    const other = await signIn(owner, "198.51.100.202");
    const foreign = other.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;
    const response = await callFunction(adminApi, "/api/login", {
      method: "POST",
      body: target,
      ip: "198.51.100.203",
      cookie: foreign.split(";")[0]!,
    });
    expect(response.status).toBe(429);
  });

  it("queues exactly one alert e-mail to the account for the throttle window", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await signIn({ email: target.email, password: "more guessing" }, attackerIp);
    }
    const alerts = await testDb()
      .selectFrom("emailOutbox")
      .select(["toAddress", "subject", "textBody"])
      .where("toAddress", "=", target.email)
      .where("tag", "=", SIGN_IN_ALERT_TAG)
      .execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textBody).toMatch(/wrong password/);
  });
});

describe("failure counting is atomic", () => {
  it("counts 10 parallel wrong guesses exactly 10 times", async () => {
    const user = { email: "parallel@alpine.test", password: "a passphrase nobody guesses", isAdmin: false };
    await createUser(user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        signIn({ email: user.email, password: `parallel guess ${index}` }, `192.0.2.${100 + index}`),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    // Only the first five are even checked; the rest are refused at once.
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    const bucket = await testDb()
      .selectFrom("rateLimitBuckets")
      .select("hits")
      .where("key", "=", `sign-in:account:${user.email}`)
      .executeTakeFirstOrThrow();
    expect(bucket.hits).toBe(10);
  });

  it("keys IPv6 clients on their /64", async () => {
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_IP; attempt++) {
      const ip = `2001:db8:77:1::${(attempt + 1).toString(16)}`;
      expect((await signIn({ email: `v6-spray${attempt}@alpine.test`, password: "guess" }, ip)).status).toBe(401);
    }
    expect((await signIn(owner, "2001:db8:77:1:ffff::9")).status).toBe(429);
    expect((await signIn(owner, "2001:db8:77:2::1")).status).toBe(200);
  }, 120_000);
});
