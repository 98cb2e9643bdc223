/** POST /api/auth/refresh: 'Stay signed in' gives a live session a full idle period again, and nothing else. */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import { SESSION_COOKIE, SESSION_IDLE_TIMEOUT_MS } from "../../src/server/auth/session-policy";
import { authStrings } from "../../src/shared/strings/auth";
import { testDb } from "../support/db";
import { callFunction, cookieHeader, createUser } from "../support/functions";

const admin = { email: "refresh-owner@alpine.test", password: "correct horse battery staple", isAdmin: true };

const refresh = (cookie?: string, origin?: string | null) =>
  callFunction(adminApi, "/api/auth/refresh", { method: "POST", cookie, origin });

async function signedIn(): Promise<{ cookie: string; sid: string }> {
  const response = await callFunction(adminApi, "/api/login", { method: "POST", body: admin, ip: "198.51.100.77" });
  expect(response.status).toBe(200);
  const cookie = cookieHeader(response);
  const token = decodeURIComponent(cookie.split("; ").find((part) => part.startsWith(`${SESSION_COOKIE}=`))!);
  const sid = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;
  return { cookie, sid };
}

const expiryOf = async (sid: string) =>
  (await testDb().selectFrom("sessions").select("expire").where("sid", "=", sid).executeTakeFirstOrThrow()).expire;

beforeAll(async () => {
  await createUser(admin);
});

describe("POST /api/auth/refresh", () => {
  it("slides a session about to time out to a full idle period and says until when", async () => {
    const { cookie, sid } = await signedIn();
    await testDb()
      .updateTable("sessions")
      .set({ expire: sql<Date>`now() + interval '90 seconds'` })
      .where("sid", "=", sid)
      .execute();

    const response = await refresh(cookie);
    expect(response.status).toBe(200);
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    const expire = await expiryOf(sid);
    expect(new Date(expiresAt).getTime()).toBe(expire.getTime());
    expect(expire.getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS - 60_000);
  });

  it("answers 401 without a session, and for a session that has already ended", async () => {
    const none = await refresh();
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: authStrings.unauthorized });

    const { cookie, sid } = await signedIn();
    await testDb().deleteFrom("sessions").where("sid", "=", sid).execute();
    expect((await refresh(cookie)).status).toBe(401);
  });

  it("refuses a cross-site request (403) and leaves the expiry alone", async () => {
    const { cookie, sid } = await signedIn();
    const before = await expiryOf(sid);
    const response = await refresh(cookie, "https://evil.example");
    expect(response.status).toBe(403);
    expect((await expiryOf(sid)).getTime()).toBe(before.getTime());
  });

  it("answers 405 to a GET (a link or image cannot keep a session alive)", async () => {
    const { cookie } = await signedIn();
    expect((await callFunction(adminApi, "/api/auth/refresh", { cookie })).status).toBe(405);
  });
});
