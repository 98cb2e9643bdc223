import { SignJWT, UnsecuredJWT } from "jose";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import {
  ADMIN_HINT_COOKIE,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_IP,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from "../../src/server/auth/session-policy";
import { authStrings } from "../../src/shared/strings/auth";
import { testDb } from "../support/db";
import { callFunction, cookieHeader, createUser, formPost, TEST_SESSION_SECRET } from "../support/functions";

const SECRET = TEST_SESSION_SECRET;

const admin = { email: "owner@alpine.test", password: "correct horse battery staple", isAdmin: true };
const visitor = { email: "visitor@alpine.test", password: "another long passphrase", isAdmin: false };

let ipCounter = 0;
/** A fresh client IP per call, so the per-IP throttle only counts where a test means it to. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const signIn = (credentials: { email: string; password: string }, ip = freshIp()) =>
  callFunction(adminApi, "/api/login", { method: "POST", body: credentials, ip });
const whoAmI = (cookie?: string) => callFunction(adminApi, "/api/auth/user", { cookie });

async function sessionCookie(credentials = admin): Promise<string> {
  const response = await signIn(credentials);
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

function tokenOf(cookie: string): string {
  const pair = cookie.split("; ").find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return decodeURIComponent(pair!.slice(SESSION_COOKIE.length + 1));
}

const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;

beforeAll(async () => {
  await createUser(admin);
  await createUser(visitor);
});

describe("GET /api/login", () => {
  it("sends a signed-out visitor to the sign-in page, keeping a same-site return path", async () => {
    const response = await callFunction(adminApi, "/api/login?next=/admin/quotes");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?next=%2Fadmin%2Fquotes");
  });

  it("never keeps an off-site return path", async () => {
    const response = await callFunction(adminApi, "/api/login?next=//evil.example/admin");
    expect(response.headers.get("location")).toBe("/login?next=%2Fadmin");
  });

  it("tells a browser that was signed in that its session ended (the admin hint outlived it)", async () => {
    const cookie = `${ADMIN_HINT_COOKIE}=1; ${SESSION_COOKIE}=expired-or-forged`;
    const response = await callFunction(adminApi, "/api/login?next=/admin/blog/new", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?error=ended&next=%2Fadmin%2Fblog%2Fnew");
  });

  it("sends a signed-in admin straight on", async () => {
    const response = await callFunction(adminApi, "/api/login?next=/admin/quotes", { cookie: await sessionCookie() });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/quotes");
  });
});

describe("POST /api/login", () => {
  it("signs an admin in: a session row, an HttpOnly Secure SameSite=Lax token cookie and the admin hint", async () => {
    const response = await signIn(admin);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: admin.email, isAdmin: true });
    expect(body.user).not.toHaveProperty("passwordHash");

    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    const hint = cookies.find((cookie) => cookie.startsWith(`${ADMIN_HINT_COOKIE}=1`))!;
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/; Secure/);

    const token = tokenOf(cookieHeader(response));
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toMatchObject({ alg: "HS256" });
    const row = await testDb().selectFrom("sessions").selectAll().where("sid", "=", sidOf(token)).executeTakeFirst();
    expect(row).toBeDefined();
    expect(row!.expire.getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS - 60_000);
  });

  it("gives a non-admin a session but no admin hint", async () => {
    const response = await signIn(visitor);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(ADMIN_HINT_COOKIE))).toBe(false);
  });

  it("answers a wrong password and an unknown e-mail with the same generic message", async () => {
    const wrong = await signIn({ email: admin.email, password: "not the password" });
    const unknown = await signIn({ email: "nobody@alpine.test", password: "whatever it is" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: authStrings.invalidCredentials });
    expect(await unknown.json()).toEqual({ error: authStrings.invalidCredentials });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("accepts the e-mail in any case", async () => {
    const response = await signIn({ email: admin.email.toUpperCase(), password: admin.password });
    expect(response.status).toBe(200);
  });

  it("names the missing fields of an empty body", async () => {
    const response = await callFunction(adminApi, "/api/login", { method: "POST", body: {} });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["email", "password"]);
  });

  it("refuses a sign-in posted from another site (login CSRF)", async () => {
    const response = await callFunction(adminApi, "/api/login", {
      method: "POST",
      body: admin,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("supports the plain form post with redirects", async () => {
    const form = (password: string) =>
      callFunction(adminApi, "/api/login", {
        method: "POST",
        ...formPost({ email: admin.email, password, next: "/admin/quotes" }),
        ip: freshIp(),
      });
    const ok = await form(admin.password);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/admin/quotes");
    expect(cookieHeader(ok)).toContain(`${SESSION_COOKIE}=`);
    const bad = await form("wrong password");
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/login?error=invalid&next=%2Fadmin%2Fquotes");
  });
});

describe("sign-in throttling", () => {
  it(`answers 429 after ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT} failures on one account, even with the right password`, async () => {
    const target = { email: "throttled@alpine.test", password: "the right passphrase", isAdmin: true };
    await createUser(target);
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; attempt++) {
      const response = await signIn({ email: target.email, password: `guess ${attempt}` });
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(target);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: authStrings.tooManyAttempts });

    // Once the window has passed, the right password works again.
    await testDb()
      .updateTable("rateLimitBuckets")
      .set({ windowStart: sql<Date>`now() - interval '1 day'` })
      .where("key", "like", `%${target.email}`)
      .execute();
    expect((await signIn(target)).status).toBe(200);
  }, 120_000);

  it(`answers 429 after ${SIGN_IN_MAX_FAILURES_PER_IP} failures from one IP across accounts`, async () => {
    const ip = "192.0.2.77";
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_IP; attempt++) {
      const response = await signIn({ email: `spray${attempt}@alpine.test`, password: "password1" }, ip);
      expect(response.status).toBe(401);
    }
    expect((await signIn(admin, ip)).status).toBe(429);
    expect((await signIn(admin, freshIp())).status).toBe(200);
    // 20 password checks at scrypt N=2^17 (issue 11) take longer than the default 30 s on a loaded machine.
  }, 120_000);
});

describe("GET /api/auth/user", () => {
  it("answers the signed-in user", async () => {
    const response = await whoAmI(await sessionCookie());
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ["email", "firstName", "id", "isAdmin", "lastName", "profileImageUrl"].sort(),
    );
    expect(body).toMatchObject({ email: admin.email, isAdmin: true });
  });

  it("answers 401 Unauthorized without a cookie", async () => {
    const response = await whoAmI();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });

  describe("refuses forged and expired tokens", () => {
    let sid: string;
    beforeAll(async () => {
      sid = sidOf(tokenOf(await sessionCookie()));
    });
    const claims = (token: SignJWT) =>
      token.setSubject(sid).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt();
    const asCookie = (token: string) => `${SESSION_COOKIE}=${encodeURIComponent(token)}`;

    it("accepts a correctly signed token for a live session (control)", async () => {
      const token = await claims(new SignJWT({}).setProtectedHeader({ alg: "HS256" }))
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(SECRET));
      expect((await whoAmI(asCookie(token))).status).toBe(200);
    });

    it("signed with the wrong key", async () => {
      const token = await claims(new SignJWT({}).setProtectedHeader({ alg: "HS256" }))
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("some-other-secret-that-is-also-32-bytes-long"));
      const response = await whoAmI(asCookie(token));
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
    });

    it("with alg none", async () => {
      const token = new UnsecuredJWT({})
        .setSubject(sid)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime("1h")
        .encode();
      expect((await whoAmI(asCookie(token))).status).toBe(401);
    });

    it("with a tampered payload", async () => {
      const [header, , signature] = tokenOf(await sessionCookie()).split(".");
      const payload = Buffer.from(
        JSON.stringify({ sub: sid, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 4102444800 }),
      ).toString("base64url");
      expect((await whoAmI(asCookie(`${header}.${payload}.${signature}`))).status).toBe(401);
    });

    it("with the right key but for another audience", async () => {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sid)
        .setIssuer(TOKEN_ISSUER)
        .setAudience("someone-else")
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(SECRET));
      expect((await whoAmI(asCookie(token))).status).toBe(401);
    });

    it("with an expired exp", async () => {
      const token = await claims(new SignJWT({}).setProtectedHeader({ alg: "HS256" }))
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(SECRET));
      expect((await whoAmI(asCookie(token))).status).toBe(401);
    });
  });

  it("slides the inactivity expiry forward on use", async () => {
    const cookie = await sessionCookie();
    const sid = sidOf(tokenOf(cookie));
    await testDb()
      .updateTable("sessions")
      .set({ expire: sql<Date>`now() + interval '2 minutes'` })
      .where("sid", "=", sid)
      .execute();
    expect((await whoAmI(cookie)).status).toBe(200);
    const row = await testDb().selectFrom("sessions").select("expire").where("sid", "=", sid).executeTakeFirstOrThrow();
    expect(row.expire.getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS - 60_000);
  });

  it("ends a session idle past its expiry", async () => {
    const cookie = await sessionCookie();
    await testDb()
      .updateTable("sessions")
      .set({ expire: sql<Date>`now() - interval '1 second'` })
      .where("sid", "=", sidOf(tokenOf(cookie)))
      .execute();
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it("ends a busy session after its absolute lifetime", async () => {
    const cookie = await sessionCookie();
    await testDb()
      .updateTable("sessions")
      .set({ createdAt: sql<Date>`now() - interval '13 hours'` } as never)
      .where("sid", "=", sidOf(tokenOf(cookie)))
      .execute();
    expect((await whoAmI(cookie)).status).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("deletes the session row and clears both cookies; the old cookie no longer works", async () => {
    const cookie = await sessionCookie();
    const sid = sidOf(tokenOf(cookie));
    const response = await callFunction(adminApi, "/api/logout", { method: "POST", cookie });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith(`${ADMIN_HINT_COOKIE}=;`))).toMatch(/Max-Age=0/);
    expect(await testDb().selectFrom("sessions").select("sid").where("sid", "=", sid).execute()).toEqual([]);
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it("refuses a sign-out posted from another site", async () => {
    const cookie = await sessionCookie();
    const response = await callFunction(adminApi, "/api/logout", {
      method: "POST",
      cookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect((await whoAmI(cookie)).status).toBe(200);
  });
});
